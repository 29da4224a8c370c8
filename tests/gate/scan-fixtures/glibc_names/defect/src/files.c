#include <limits.h>
#include <mm_malloc.h>
#include <string.h>
#include <sys/stat.h>

long long clear_if_file(const char *path, char *buffer, size_t n)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return LONG_LONG_MAX;
    bzero(buffer, n);
    return 0;
}
