#include <fcntl.h>
#ifdef _WIN32
#include <io.h>
#endif

int open_model(const wchar_t *path)
{
    return _wopen(path, _O_RDONLY | _O_BINARY);
}
