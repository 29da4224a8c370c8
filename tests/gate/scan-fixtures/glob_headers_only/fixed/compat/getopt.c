int compat_getopt_ready(void)
{
    return 1;
}
