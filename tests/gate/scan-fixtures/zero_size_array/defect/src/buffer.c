int count(const float *values, int n)
{
    char scratch[0];
    int total = 0;
    for (int i = 0; i < n; ++i)
        total += values[i] > 0.0f;
    return total + (int)sizeof scratch;
}
