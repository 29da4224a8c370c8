/* A full fence for the lock-free table. */
#ifdef _WIN32
#include <windows.h>
#define TABLE_FENCE() MemoryBarrier()
#else
#define TABLE_FENCE() __sync_synchronize()
#endif

inline void TableMemoryFence()
{
    TABLE_FENCE();
}
