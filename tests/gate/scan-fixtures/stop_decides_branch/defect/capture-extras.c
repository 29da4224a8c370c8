int capture_extras(void)
{
    return 0;
}
