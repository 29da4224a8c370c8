#include <stdlib.h>

float *alloc_points(size_t count)
{
    return (float *)malloc(count * 3 * sizeof(float));
}

unsigned *alloc_marks(size_t count)
{
    return (unsigned *)malloc(count * sizeof(unsigned));
}

size_t cell_bytes(const double *cells, int i)
{
    return sizeof(cells[i]) + sizeof(double[4]);
}
