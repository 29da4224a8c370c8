#pragma once
/* No system header after the define: whether <stdio.h> follows it depends on the includers. */
#ifdef _MSC_VER
#define snprintf _snprintf
#endif
