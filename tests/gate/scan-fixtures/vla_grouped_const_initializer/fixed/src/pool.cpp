#include <cstddef>
#include <cstring>

class block_pool {
    static const unsigned CHUNK_SIZE = (1 << 12) - sizeof(char *);
    struct chunk {
        char *cursor;
        char data[CHUNK_SIZE];
    };
    chunk *chunks[4];

public:
    std::size_t copy_name(const char *name, char *out)
    {
        const std::size_t size = (16 + 1) * sizeof(char);
        char staging[size];
        std::strncpy(staging, name, size - 1);
        staging[size - 1] = '\0';
        std::memcpy(out, staging, size);
        return size;
    }
};
