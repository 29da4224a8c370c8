#include <stdlib.h>

void shuffle_ids(int *ids, int count, unsigned seed)
{
    for (int i = count - 1; i > 0; i--) {
        int j = rand_r(&seed) % (i + 1);
        int t = ids[i];
        ids[i] = ids[j];
        ids[j] = t;
    }
}
