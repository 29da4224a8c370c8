#include <cstddef>

int transpose_empty()
{
    double mat[] = {};
    int colind[] =
        {};
    int rownnz[] = {0, 0, 0};
    return static_cast<int>(sizeof(mat) + sizeof(colind)) + rownnz[0];
}
