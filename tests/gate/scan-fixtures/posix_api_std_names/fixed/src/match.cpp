#if defined(__cplusplus_winrt)
#include <regex>
#elif defined(_WIN32)
#include <string.h>
#endif

bool kestrel_same(const char *a, const char *b)
{
#if defined(__cplusplus_winrt)
    return std::regex_match(a, std::regex(b));
#elif defined(_WIN32)
    return _stricmp(a, b) == 0;
#else
    return false;
#endif
}
