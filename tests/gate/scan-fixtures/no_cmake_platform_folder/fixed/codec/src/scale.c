/* halves a row of samples, rounding up */
void scale_half(const unsigned char *in, unsigned char *out, int n)
{
    for (int i = 0; i < n; ++i)
        out[i] = (unsigned char)((in[i] + 1) / 2);
}
