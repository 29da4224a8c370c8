#include "capture.h"

int capture_open(void)
{
    return 0;
}
