#include <fcntl.h>
#include <io.h>
#define ENGINE_CRT(call) _##call

namespace mock {
int close(int fd);
}

int mock::close(int fd)
{
    int result = ::ENGINE_CRT(close(fd));
    return result;
}

int open_log(const char *path)
{
    return _open(path, _O_RDONLY);
}
