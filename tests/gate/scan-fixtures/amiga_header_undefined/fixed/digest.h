#include <sys/types.h>
#ifdef __amigaos4__
#include <machine/endian.h>
#endif
unsigned digest(const char *text);
