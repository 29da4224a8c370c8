/* a redirect after the unit's first include: that header may have brought <stdio.h> */
#include "report.h"
#if defined(_MSC_VER)
#define snprintf _snprintf
#endif
#include <stdio.h>

int tool_report(char *out, int size, int code)
{
    return snprintf(out, (size_t)size, "code %d", code);
}
