#include <cstdint>
#include <cstdio>

#pragma pack(push, 1)
struct file_header {
    char magic[4];
    uint32_t size;
    uint16_t version;
};
#pragma pack(pop)

bool read_header(std::FILE *in, file_header *out)
{
    return std::fread(out, sizeof *out, 1, in) == 1;
}
