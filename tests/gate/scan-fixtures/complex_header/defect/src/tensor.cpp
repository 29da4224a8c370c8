#include <string.h>

int tensor_rank(const int *shape, int n)
{
    int rank = 0;
    for (int i = 0; i < n; ++i)
        rank += shape[i] > 1;
    return rank;
}
