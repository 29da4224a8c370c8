#include <complex.h>
#include <string.h>

/* I/O status names; no complex arithmetic here */
const char *status_name(int code)
{
    return code == 418 ? "I Am A Teapot" : "OK";
}
