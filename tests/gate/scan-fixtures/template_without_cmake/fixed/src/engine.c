#include "engine_config.h"

int engine_version(void)
{
    return 3;
}
