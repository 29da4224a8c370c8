#include "map.h"

void log_line(int, const char *, ...);
#define FIELD(x) int x;
struct Point {
    EACH(FIELD, x, y, z)
};
REGISTER(point, 7)
void report() { LOG("%d %d", 1, 2); }
