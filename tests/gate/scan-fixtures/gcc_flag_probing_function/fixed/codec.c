int codec_level(void) { return 3; }
