#include <unistd.h>

long stream_write(int fd, const void *data, unsigned long size) { return (long)write(fd, data, size); }
