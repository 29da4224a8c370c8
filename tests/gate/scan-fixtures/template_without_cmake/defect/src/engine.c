#include "platform_unix.h"

int engine_version(void)
{
    return 3;
}
