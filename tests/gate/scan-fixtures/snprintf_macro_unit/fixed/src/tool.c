#if defined(_WIN32)
#define _CRT_SECURE_NO_WARNINGS
#if defined(_MSC_VER) && _MSC_VER < 1900
#define snprintf _snprintf
#endif
#endif

#include <stdio.h>
#include "report.h"

int main(void)
{
    char line[32];
    tool_report(line, (int)sizeof line, 1);
    return snprintf(line, sizeof line, "%s", "done") < 0;
}
