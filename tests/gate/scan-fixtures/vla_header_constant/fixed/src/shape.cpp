#include "limits.h"

int shape_volume(const int *dims, int rank)
{
    int offsets[engine_max_rank];
    int volume = 1;
    for (int i = 0; i < rank; ++i)
        volume *= offsets[i] = dims[i];
    return volume;
}
