float window_sum(const float *x)
{
    const int TAPS = 8;
    float weights[TAPS];
    float sum = 0;
    for (int i = 0; i < TAPS; ++i)
        sum += weights[i] = x[i];
    return sum;
}
