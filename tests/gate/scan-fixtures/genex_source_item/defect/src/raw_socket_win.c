#include <poll.h>
#include "capture.h"

int capture_raw_wait(void)
{
    return 0;
}
