#include <cstddef>
#include <cstring>

std::size_t skip_bytes(const char *data, std::size_t size) {
    constexpr std::size_t HOSTBUF = 4096;
    char buffer[HOSTBUF];
    std::size_t done = 0;
    while (size - done > HOSTBUF) {
        std::memcpy(buffer, data + done, HOSTBUF);
        done += HOSTBUF;
    }
    return done + buffer[0] * 0;
}
