#include <math.h>

double row_norm(const double *a, int rows, int cols)
{
    double largest = 0.0, smallest = 1e300, total = 0.0;
#pragma omp parallel
    {
        double mine = 0.0, least = 1e300;
        int i;
#pragma omp for
        for (i = 0; i < rows; i++) {
            double s = 0.0;
            for (int j = 0; j < cols; j++)
                s += fabs(a[i * cols + j]);
            if (s > mine)
                mine = s;
            if (a[i * cols] < least)
                least = a[i * cols];
        }
#pragma omp critical
        {
            if (mine > largest)
                largest = mine;
            if (least < smallest)
                smallest = least;
        }
    }
    int i;
#pragma omp parallel for reduction(+:total)
    for (i = 0; i < rows; i++)
        total += a[i * cols];
    return largest + smallest + total;
}
