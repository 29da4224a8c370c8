#include <fcntl.h>
#include <io.h>
#define ENGINE_CRT(call) _##call

namespace mock {
int shut(int fd);
}

int mock::shut(int fd)
{
    int result = ::ENGINE_CRT(close(fd));
    return result;
}

int open_log(const char *path)
{
    return _open(path, _O_RDONLY);
}
