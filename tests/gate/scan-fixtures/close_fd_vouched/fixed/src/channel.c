int open(const char *path, int flags);
int close(int fd);
int open_into(const char *uri, int *fd);
void consume(int fd);

struct channel
{
    int fd;
};

/* the caller's descriptor: the check is the caller's */
int channel_close_fd(int fd)
{
    return close(fd);
}

/* a descriptor the channel stored when it opened */
int channel_close(struct channel *ch)
{
    int fd = ch->fd;
    int ret;

    ret = close(fd);
    return ret;
}

/* open_into() reports the failure, and fills fd only on success */
void fill(const char *uri)
{
    int fd;
    int ret = open_into(uri, &fd);
    if (ret == 0) {
        consume(fd);
        close(fd);
    }
}
