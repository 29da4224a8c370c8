int bundled_value(void)
{
    return 7;
}
