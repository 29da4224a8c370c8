int open(const char *path, int flags);
int close(int fd);
long read(int fd, void *buffer, unsigned long size);

struct stream { int fd; };

long digest(const char *path)
{
    unsigned char buffer[16] = {0};
    long total = 0;
    int fd = open(path, 0);
    if (fd < 0)
        return -1;
    total += buffer[0];
    total += buffer[1];
    total += buffer[2];
    total += buffer[3];
    total += buffer[4];
    total += buffer[5];
    total += buffer[6];
    total += buffer[7];
    total += buffer[8];
    total += buffer[9];
    total += buffer[10];
    total += buffer[11];
    total += buffer[12];
    total += buffer[13];
    read(fd, buffer, sizeof buffer);
    close(fd);
    return total;
}

void stream_close(struct stream *state)
{
    close(state->fd);
}
