#include <unistd.h>
#include "capture.h"

int capture_raw_pause(void)
{
    return usleep(1000);
}
