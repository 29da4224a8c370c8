int codec_pack(const char *in, char *out, int size);
