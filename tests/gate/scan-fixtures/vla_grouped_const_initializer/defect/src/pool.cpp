#include <cstddef>
#include <cstring>

class block_pool {
    struct chunk {
        char *cursor;
        char data[64];
    };
    chunk *chunks[4];

public:
    std::size_t copy_name(const char *name, char *out)
    {
        const std::size_t size = (std::strlen(name) + 1);
        char staging[size];
        std::memcpy(staging, name, size);
        std::memcpy(out, staging, size);
        return size;
    }
};
