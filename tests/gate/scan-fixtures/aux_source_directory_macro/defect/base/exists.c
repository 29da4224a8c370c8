#ifdef _WIN32
#include <io.h>
#define fs_access _access
#else
#include <unistd.h>
#define fs_access access
#endif

int fs_exists(const char *path)
{
    return fs_access(path, F_OK) == 0;
}
