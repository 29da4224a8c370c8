const unsigned char codec_table[4] = {1, 2, 4, 8};
