int counter_step(int x)
{
    return x + 1;
}
