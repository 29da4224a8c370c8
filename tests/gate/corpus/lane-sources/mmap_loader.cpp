#include <sys/mman.h>
#include <fcntl.h>
int map_file(int fd, long n) { return mmap(0, n, PROT_READ, MAP_PRIVATE, fd, 0) != 0; }
