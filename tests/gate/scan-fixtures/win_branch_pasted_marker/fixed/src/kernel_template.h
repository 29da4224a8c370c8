/* One kernel per inclusion: its name is the base name pasted with SUFFIX. */
static int ADD_SUFFIX(engine_sum)(const int *v, int n)
{
    int s = 0;
    for (int i = 0; i < n; ++i)
        s += v[i] * WIDTH;
    return s;
}
#undef SUFFIX
#undef WIDTH
