#include <cstdint>
#include <cstdio>

struct __attribute__((packed)) file_header {
    char magic[4];
    uint32_t size;
    uint16_t version;
};

bool read_header(std::FILE *in, file_header *out)
{
    return std::fread(out, sizeof *out, 1, in) == 1;
}
