int run_passes(int n)
{
    return n * 2;
}
