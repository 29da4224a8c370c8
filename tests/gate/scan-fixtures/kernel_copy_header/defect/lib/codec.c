#include "codec.h"

int codec_pack(const char *in, char *out, int size) { for (int i = 0; i < size; ++i) out[i] = in[i]; return size; }
