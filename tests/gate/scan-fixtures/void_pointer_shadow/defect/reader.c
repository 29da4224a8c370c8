#include <stddef.h>

const void *read_ahead(size_t want, size_t *avail);

int find_marker(void)
{
	const void *buff = NULL;
	size_t bytes_avail = 0;
	if (buff == NULL) {
		const char *p;
		buff = read_ahead(16, &bytes_avail);
		p = buff;
		while (p <= buff + bytes_avail - 16)
			++p;
	}
	return 0;
}
