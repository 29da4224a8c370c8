#include "prism_platform.h"
#include "prism_types.h"

prism_i32 prism_engine_flags()
{
#ifdef PRISM_ON_MSVC
    return 1;
#else
    return 0;
#endif
}
