#include "handle_ops.hpp"
#include <fcntl.h>
#include <io.h>

namespace handles {
int reopen(handle &h, const char *path)
{
    std::error_code ignored;
    close(h, ignored);
    h.fd = _open(path, _O_RDONLY);
    return h.fd;
}
}
