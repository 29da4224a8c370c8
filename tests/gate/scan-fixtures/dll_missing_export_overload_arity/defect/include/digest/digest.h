#pragma once
#include <cstddef>
#include <string>

#if defined(_WIN32) && defined(DIGEST_BUILD)
#  define DIGEST_API __declspec(dllexport)
#elif defined(_WIN32)
#  define DIGEST_API __declspec(dllimport)
#else
#  define DIGEST_API
#endif

namespace digest {

struct Sum {
    unsigned char bytes[16];
};

DIGEST_API Sum md5(const void *data, std::size_t len);
DIGEST_API Sum sha1_short(const void *data, std::size_t len);
DIGEST_API std::string name_of(int kind);
DIGEST_API int kinds();
DIGEST_API bool same(const Sum &a, const Sum &b);
DIGEST_API void wipe(Sum &s);

// Declared for a pointer and a length, unmarked; the header defines only the overload for a Sum,
// which calls this one in each user.
std::string hex(const void *data, std::size_t len);
inline std::string hex(const Sum &s)
{
    return hex(s.bytes, sizeof s.bytes);
}

// Declared, then defined here with the same parameters: nothing to export.
int block_size(int kind);
inline int block_size(int kind)
{
    return kind == 0 ? 64 : 128;
}

} // namespace digest
