#include "file_stream.hpp"
#include <fcntl.h>
#include <io.h>

namespace streams {
void file_stream::open(const char *path)
{
    fd_ = _open(path, _O_RDONLY);
}

void
file_stream::
shut(error_code& ec)
{
    int fd = fd_;
    _close(fd);
    ec.clear();
}
}
