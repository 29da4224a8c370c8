#include <stdlib.h>
#include <string.h>

int write_header(const char *name, size_t name_size)
{
	char h[name_size];
	char base[name_size];
	memset(h, 0, sizeof h);
	memset(base, 0, sizeof base);
	return (int)strlen(name);
}
