#ifdef _MSC_VER
int probe_leaves(void)
{
    int info[4];
    __cpuid(info, 0);
    return info[0];
}
#else
int probe_leaves(void)
{
    return 0;
}
#endif
