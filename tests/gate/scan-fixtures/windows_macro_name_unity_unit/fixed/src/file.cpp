#include "store/undefs.h"
#ifdef _WIN32
#include <windows.h>
#endif

int store_open(void)
{
    return 0;
}
