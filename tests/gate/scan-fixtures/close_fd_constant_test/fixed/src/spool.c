#include <assert.h>
#include <fcntl.h>
#include <io.h>

#define ASSERT_OK(expr) assert((expr) == 0)

int spool_slot(const int *table, int slot);
int spool_pipe(int ends[2]);

int spool_release(const int *table, int slot)
{
    int fd = spool_slot(table, slot);
    int result = 0;
    if (fd > 2)
        result = _close(fd);
    return result;
}

int spool_copy(const char *path)
{
    int fd = _open(path, _O_RDONLY);
    assert(0 < fd);
    return _close(fd);
}

int spool_relay(void)
{
    int ends[2];
    ASSERT_OK(spool_pipe(ends));
    _close(ends[0]);
    if (spool_pipe(ends) != 0)
        return -1;
    return _close(ends[1]);
}
