#include <tally/tally.h>

#ifdef TALLY_WIDE_WORDS
static unsigned scratch[256] __attribute__((aligned(TALLY_BIN_ALIGN)));
#else
static unsigned scratch[256];
#endif

size_t tally_bins(const unsigned *values, size_t count, unsigned *bins)
{
    size_t used = 0;
    for (size_t i = 0; i < count; ++i) {
        unsigned b = values[i] & 255u;
        if (!scratch[b]++)
            ++used;
        bins[b] = scratch[b];
    }
    return used;
}
