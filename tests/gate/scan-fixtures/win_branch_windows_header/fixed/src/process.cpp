#include <string>
#ifdef _WIN32
#include <windows.h>
#endif

unsigned long engine_process_id()
{
#if defined(_MSC_VER)
    return ::GetCurrentProcessId();
#else
    return 0;
#endif
}
