unsigned long engine_elapsed(unsigned long since)
{
#ifdef _WIN32
    /* defined in another file's POSIX branch: its Windows twin may be a sibling source */
    return engine_ticks_now() - since;
#else
    return since;
#endif
}
