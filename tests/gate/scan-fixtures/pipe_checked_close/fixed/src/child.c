#include <io.h>
#include <fcntl.h>

int run_child(void)
{
    int fdin[2] = {-1, -1};
    if (_pipe(fdin, 4096, _O_BINARY) != 0)
        return -1;
    /* the child would be started here, with the read side */
    (void)_close(fdin[0]);
    (void)_close(fdin[1]);
    return 0;
}

int open_log(const char *path)
{
    return _open(path, _O_RDONLY);
}
