#include <stddef.h>
#include "text.h"

void describe(char *out, size_t size, const char *user)
{
    text_format(out, size, "%s: %s", user,
#ifndef _WIN32
                "posix"
#else
                "windows"
#endif
    );
}
