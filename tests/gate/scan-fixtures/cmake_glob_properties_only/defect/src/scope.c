int scope_ticks(void)
{
    return 42;
}
