#include <errno.h>
#include <string.h>

void kestrel_error_text(int code, char *out, size_t size)
{
    strerror_r(code, out, size);
}
