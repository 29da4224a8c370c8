bool ready(bool queued, bool failed)
{
    const char *help = "ready when queued and not failed";
    return queued and not failed;
}

bool either(bool a, bool b) { return a or
    b; }
