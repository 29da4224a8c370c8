int table(void)
{
    int unused[] = {0};
    return unused[0];
}
