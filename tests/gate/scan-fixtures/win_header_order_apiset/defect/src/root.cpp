#include <atomic>

#if defined(_WIN32)
#include <processthreadsapi.h>
#endif

static std::atomic<unsigned long> current_root{0};

unsigned long root_thread()
{
#if defined(_WIN32)
    return GetCurrentThreadId();
#else
    return current_root.load();
#endif
}
