#include <sys/stat.h>

#ifdef _WIN32
#include "files_win.inc"
#endif

int is_folder(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return 0;
    return S_ISDIR(st.st_mode);
}
