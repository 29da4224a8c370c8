#include <gauge/dial.h>

namespace dial {

static int at, ticks;

int position() { return at; }
void turn(int steps) { at += steps; ++ticks; }
void reset() { at = 0; }
int limit() { return 100; }
int tick_count() { return ticks; }

} // namespace dial
