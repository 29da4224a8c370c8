#include <cstring>
#include <string>

std::string error_text(int code)
{
    char buf[256];
    buf[0] = '\0';
#ifdef _GNU_SOURCE
    return std::string(strerror_r(code, buf, sizeof buf));
#else
    (void)strerror_r(code, buf, sizeof buf);
    return std::string(buf);
#endif
}
