#include "codec.h"
#include "fileutil.h"

int main(void) { char out[4]; return codec_pack("abc", out, 3) - 3; }
