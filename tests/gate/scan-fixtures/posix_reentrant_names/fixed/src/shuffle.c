#include <stdlib.h>

static unsigned next_seed(unsigned *seed)
{
    unsigned x = *seed ? *seed : 1u;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *seed = x;
}

void shuffle_ids(int *ids, int count, unsigned seed)
{
    for (int i = count - 1; i > 0; i--) {
        int j = (int)(next_seed(&seed) % (unsigned)(i + 1));
        int t = ids[i];
        ids[i] = ids[j];
        ids[j] = t;
    }
}
