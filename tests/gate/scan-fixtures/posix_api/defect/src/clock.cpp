#include <time.h>

double seconds_now()
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec + now.tv_nsec * 1e-9;
}

void* scratch(unsigned long bytes)
{
    return std::aligned_alloc(64, bytes);
}

struct Pool {
    void usleep(int) {}
};

void rest(Pool &pool) { pool.usleep(5); }

struct MappedFile {
    unsigned long mmap(void **data, unsigned long size);
};

const char *mapping_error() { return "mmap() failed"; }
