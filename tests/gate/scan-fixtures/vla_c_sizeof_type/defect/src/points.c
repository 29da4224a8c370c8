#include <stdlib.h>

float *alloc_points(size_t count)
{
    return (float *)malloc(sizeof(float[count][3]));
}

unsigned *alloc_marks(size_t count)
{
    return (unsigned *)malloc(sizeof(unsigned[count]));
}

size_t cell_bytes(const double *cells, int i)
{
    return sizeof(cells[i]) + sizeof(double[4]);
}
