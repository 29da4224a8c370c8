int codec_version(void) { return 3; }
