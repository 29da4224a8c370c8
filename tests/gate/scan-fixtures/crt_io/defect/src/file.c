#include <fcntl.h>
#ifdef _WIN32
#include <io.h>
#endif

int open_model(const char *path)
{
    return _open(path, _O_RDONLY | _O_BINARY);
}
