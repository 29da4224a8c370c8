#include <math.h>

double row_norm(const double *a, int rows, int cols)
{
    double largest = 0.0, smallest = 1e300, total = 0.0;
    int i;
#pragma omp parallel for reduction(max:largest)
    for (i = 0; i < rows; i++) {
        double s = 0.0;
        for (int j = 0; j < cols; j++)
            s += fabs(a[i * cols + j]);
        if (s > largest)
            largest = s;
    }
#pragma omp parallel for reduction( min : smallest) reduction(+:total)
    for (i = 0; i < rows; i++) {
        total += a[i * cols];
        if (a[i * cols] < smallest)
            smallest = a[i * cols];
    }
    return largest + smallest + total;
}
