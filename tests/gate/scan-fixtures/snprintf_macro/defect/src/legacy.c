#include "order.h"
#ifdef _WIN32
#include <stdio.h>
/* After <stdio.h> in a source: a redirect the UCRT lets pass, no finding. */
#define snprintf _snprintf
#endif
int legacy_width(void)
{
    return 8;
}
