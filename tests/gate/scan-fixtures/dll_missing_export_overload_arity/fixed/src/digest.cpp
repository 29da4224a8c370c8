#include <digest/digest.h>
#include <cstring>

namespace digest {

Sum md5(const void *data, std::size_t len)
{
    Sum s{};
    std::memcpy(s.bytes, data, len < 16 ? len : 16);
    return s;
}
Sum sha1_short(const void *data, std::size_t len) { return md5(data, len); }
std::string name_of(int kind) { return kind ? "sha1" : "md5"; }
int kinds() { return 2; }
bool same(const Sum &a, const Sum &b) { return std::memcmp(a.bytes, b.bytes, 16) == 0; }
void wipe(Sum &s) { std::memset(s.bytes, 0, 16); }
std::string hex(const void *data, std::size_t len)
{
    static const char digits[] = "0123456789abcdef";
    std::string out;
    for (std::size_t i = 0; i < len; ++i) {
        unsigned char c = static_cast<const unsigned char *>(data)[i];
        out += digits[c >> 4];
        out += digits[c & 15];
    }
    return out;
}

} // namespace digest
