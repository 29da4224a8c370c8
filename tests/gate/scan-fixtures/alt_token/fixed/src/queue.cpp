bool ready(bool queued, bool failed)
{
    const char *help = "ready when queued and not failed";
    return queued && !failed;
}

bool either(bool a, bool b) { return a ||
    b; }

#define DEPRECATED_FOR(since, replacement) [[deprecated("use " #replacement)]]
DEPRECATED_FOR(2.0, ready or either) bool old_ready(bool a) { return a; }

const char *doc = R"doc(
    Returns true when the queue is ready and not failed,
    or when it is empty.
)doc";
