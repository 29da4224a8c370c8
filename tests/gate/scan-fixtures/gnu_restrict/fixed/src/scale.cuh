inline void scale(float *__restrict__ out, const float *__restrict__ in, int n)
{
    for (int i = 0; i < n; ++i)
        out[i] = 2.0f * in[i];
}
