#include <fcntl.h>
#include <io.h>
#define ENGINE_CRT(call) _##call

namespace mock {
int shut(int fd);
}

int mock::shut(int fd)
{
    int log = open_log("mock.log");
    int result = ::ENGINE_CRT(close(log));
    return result + fd;
}

int open_log(const char *path)
{
    return _open(path, _O_RDONLY);
}
