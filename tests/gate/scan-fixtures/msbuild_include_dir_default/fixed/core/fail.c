#include <stdlib.h>
#include "config.h"

ENGINE_NORETURN void engine_fail(int code)
{
    exit(code);
}
