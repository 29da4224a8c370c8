#include <string>

unsigned long engine_process_id()
{
#if defined(_MSC_VER)
    return ::GetCurrentProcessId();
#else
    return 0;
#endif
}
