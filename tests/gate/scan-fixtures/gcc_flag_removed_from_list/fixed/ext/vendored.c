int vendored_answer(void)
{
    return 42;
}
