#include <cstddef>

size_t memory_limit(size_t found)
{
    return found ? found : 1ULL << 33;
}

static_assert(sizeof(long long) == 8, "offsets are stored in long long");
const char *note = "assert(sizeof(long) == 8) holds on Linux";
