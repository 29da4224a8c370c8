int tool_main(void)
{
    return 0;
}
