#include "platform.h"
#include <cstddef>
std::size_t resident_bytes()
{
#ifdef _WIN32
    PROCESS_MEMORY_COUNTERS counters;
    if (GetProcessMemoryInfo(GetCurrentProcess(), &counters, sizeof counters))
        return counters.WorkingSetSize;
#endif
    return 0;
}
