#include <stdlib.h>
#include <string.h>

#define	header_size 110

int write_header(const char *name, size_t name_size)
{
	char h[header_size];
	char base[_MAX_FNAME];
	(void)name_size;
	memset(h, 0, sizeof h);
	memset(base, 0, sizeof base);
	return (int)strlen(name);
}
