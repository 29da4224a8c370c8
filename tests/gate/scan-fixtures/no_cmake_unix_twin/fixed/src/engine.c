int engine_step(int n)
{
    return n + 1;
}
