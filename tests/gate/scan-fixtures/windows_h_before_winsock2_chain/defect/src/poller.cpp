#include "netlib.h"
#include "guard.h"
#include "channel.h"

int poll_once(int fd)
{
    return netlib_poll(fd) + (int)open_channel(28078);
}
