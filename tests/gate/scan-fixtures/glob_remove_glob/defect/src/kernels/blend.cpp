int engine_blend(int a, int b)
{
    return (a + b) / 2;
}
