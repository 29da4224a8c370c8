#include "text.h"
#include <strings.h>
#include <unistd.h>

namespace text {
void
pause_for(unsigned long micros)
{
    usleep(micros);
}

bool same_key(const char *a, const char *b) { return strcasecmp(a, b) == 0; }
}
