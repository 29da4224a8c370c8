#include "seal.h"
int seal_open(seal_ctx *ctx)
{
    (void)ctx;
    return 0;
}
