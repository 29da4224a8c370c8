int count(const float *values, int n)
{
    char scratch[1];
    int total = 0;
    for (int i = 0; i < n; ++i)
        total += values[i] > 0.0f;
    return total + (int)sizeof scratch;
}

int mode_letter(int mode, char *bp)
{
    switch (mode) {
    case 1: bp[0] = 'd'; break;
    default:
        bp[0] = '-';
        break;
    }
    if (mode < 0)
        goto cleanup;
    return 0;
cleanup:
    bp[0] = '?';
    return 1;
}
