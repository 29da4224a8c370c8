int client_version(void)
{
    return 2;
}
