#include <limits.h>
#include <malloc.h>
#include <string.h>
#include <sys/stat.h>

long long clear_if_file(const char *path, char *buffer, size_t n)
{
    struct stat st;
    if (stat(path, &st) != 0 || (st.st_mode & S_IFMT) != S_IFREG)
        return LLONG_MAX;
    memset(buffer, 0, n);
    return 0;
}
