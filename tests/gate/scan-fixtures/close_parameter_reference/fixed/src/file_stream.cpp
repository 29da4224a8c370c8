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
close(error_code& ec)
{
    if (fd_ != -1)
        _close(fd_);
    ec.clear();
}
}
