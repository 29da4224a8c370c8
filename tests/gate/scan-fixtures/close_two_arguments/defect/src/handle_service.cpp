#include "handle_ops.hpp"
#include <fcntl.h>
#include <io.h>

namespace handles {
int reopen(handle &h, const char *path)
{
    int fd = _open(path, _O_RDONLY);
    _close(fd);
    h.fd = _open(path, _O_RDONLY);
    return h.fd;
}
}
