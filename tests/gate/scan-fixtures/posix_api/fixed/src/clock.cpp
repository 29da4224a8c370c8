#include <chrono>
#include <cstdlib>

double seconds_now()
{
    auto now = std::chrono::steady_clock::now().time_since_epoch();
    return std::chrono::duration<double>(now).count();
}

#ifndef _WIN32
void* scratch(unsigned long bytes)
{
    return std::aligned_alloc(64, bytes);
}
#endif

struct Pool {
    void usleep(int) {}
};

void rest(Pool &pool) { pool.usleep(5); }

struct MappedFile {
    unsigned long mmap(void **data, unsigned long size);
};

const char *mapping_error() { return "mmap() failed"; }
