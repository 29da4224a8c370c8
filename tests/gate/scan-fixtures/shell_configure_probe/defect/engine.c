int engine_version(void)
{
    return ENGINE_MAJOR * 100 + ENGINE_MINOR;
}
