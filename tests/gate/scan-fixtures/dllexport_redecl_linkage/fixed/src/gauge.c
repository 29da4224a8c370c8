#include "gauge_api.h"

/* declared first to quiet missing-declaration warnings */
extern GAUGE_API const char gauge_version[];
GAUGE_API const char gauge_version[] = "1.0";

GAUGE_API int gauge_read(void)
{
    return gauge_version[0];
}
