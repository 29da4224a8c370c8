int engine_thread_count(void)
{
    return 4;
}
