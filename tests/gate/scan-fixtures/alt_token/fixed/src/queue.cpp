bool ready(bool queued, bool failed)
{
    const char *help = "ready when queued and not failed";
    return queued && !failed;
}

bool either(bool a, bool b) { return a ||
    b; }
