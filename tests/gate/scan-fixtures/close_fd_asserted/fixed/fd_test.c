#include <fcntl.h>
#include <io.h>
#include <stdlib.h>

#define ASSERT_NE(a, b) do { if ((a) == (b)) abort(); } while (0)

int main(void)
{
    int fd = _open("fd_test.tmp", _O_WRONLY | _O_CREAT, 0600);
    ASSERT_NE(fd, -1);
    _close(fd);
    _close(0); /* stdin: a constant descriptor, never -1 */
    return 0;
}
