#include <string.h>
#include "port.h"

void log_line(const char *text) { _write(STDERR_FILENO, text, (unsigned)strlen(text)); }
