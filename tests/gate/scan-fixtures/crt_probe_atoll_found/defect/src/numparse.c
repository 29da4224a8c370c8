#include "numparse_config.h"
#include <stdlib.h>

#if !defined(HAVE_ATOLL)
#warning no atoll here, falling back to atol
#define atoll atol
#endif

long long numparse_value(const char *text)
{
    return atoll(text);
}
