#include <cstdint>

std::uint32_t ledger_width()
{
#if defined(_WIN32) or defined(LEDGER_NARROW)
    return 4u;
#else
    return 8u;
#endif
}
