#include <stdio.h>

double meter_loudness(const double *blocks, int count)
{
    double sum = 0.0, half = 1 / 0.5;
    int i;
    if (!blocks)
        return 0.0 / 0.0;
    if (count == 0)
        return -1.0 / 0.0;
    for (i = 0; i < count; ++i)
        sum += blocks[i] * half;
    printf("ratio 1/0 is reported as %s\n", "inf");
    return sum / 0.0 + (double)count / 0 + 1e3 / 10.0;
}

float meter_peak(void)
{
    return 1.0f/0.0f;
}
