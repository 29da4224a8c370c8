#include <linux/types.h>

int codec_pack_kernel(const u8 *in, u8 *out, size_t size);
