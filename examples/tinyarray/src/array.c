/* Array loading with POSIX I/O: one pread() at the caller's offset. */
#include "tinyarray/array.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int ta_array_load(ta_array *array, const char *path, long long offset, size_t count)
{
    size_t bytes = count * sizeof(float);
    float *data = malloc(bytes ? bytes : 1);
    if (!data)
        return -1;
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        free(data);
        return -1;
    }
    ssize_t got = pread(fd, data, bytes, (off_t)offset);
    int saved = errno;
    close(fd);
    if (got < 0 || (size_t)got != bytes) {
        free(data);
        errno = got < 0 ? saved : EIO;
        return -1;
    }
    array->count = count;
    array->data = data;
    return 0;
}

void ta_array_free(ta_array *array)
{
    free(array->data);
    array->data = NULL;
    array->count = 0;
}
