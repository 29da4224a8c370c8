#include "trace.h"

struct Sink {
    int threshold() const { return 1; }
    void write(int, const char *, long, const char *, int) {}
};

void record(Sink &sink)
{
    TRACE_EVENT_IF(sink, 2, startup, 0L, "%d", 4);
}
