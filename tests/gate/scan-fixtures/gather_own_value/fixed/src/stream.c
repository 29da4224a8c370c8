#ifdef _WIN32
#include <io.h>
#define stream_raw_write _write
#else
#include <unistd.h>
#define stream_raw_write write
#endif

long stream_write(int fd, const void *data, unsigned long size) { return (long)stream_raw_write(fd, data, (unsigned)size); }
