int open(const char *path, int flags);
int close(int fd);
int open_into(const char *uri, int *fd);
void consume(int fd);

void load(const char *path)
{
    int fd = open(path, 0);
    consume(fd);
    close(fd);
}

void fill(const char *uri)
{
    int fd = -1;
    open_into(uri, &fd);
    consume(fd);
    close(fd);
}
