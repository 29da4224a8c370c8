#include "nap_compat.h"

int nap_seconds(unsigned int seconds)
{
    return (int)nap(seconds);
}
