#include <cstdio>
#include <cstdlib>

static void report_error(const char *what) { std::fprintf(stderr, "%s\n", what); }

unsigned char *decode_block(std::FILE *in, size_t size)
{
    unsigned char *raw = static_cast<unsigned char *>(std::malloc(size));
    #define fail_with(msg) ({report_error(msg); std::free(raw); return NULL;})
    if (!raw)
        return NULL;
    if (std::fread(raw, 1, size, in) != size)
        fail_with("short read");
    return raw;
}
