int app_value(void)
{
    return 1;
}
