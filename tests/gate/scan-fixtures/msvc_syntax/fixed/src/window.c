enum { TAPS = 8 };

float window_sum(const float *x)
{
    float weights[TAPS];
    float sum = 0;
    for (int i = 0; i < TAPS; ++i)
        sum += weights[i] = x[i];
    return sum;
}
