const char *engine_message(void)
{
    return "bias isn’t supported";
}
