#include <string.h>

enum shade { dark, light };

int probe_zeroed(const unsigned char *data)
{
    const int span = 32 * 4;
    char scratch[span];
    memset(scratch, 0, sizeof scratch);
    return memcmp(scratch, data, sizeof scratch) == 0;
}

int probe_shade(enum shade mode, int count)
{
    int rows = 2, width = count + (mode == light);
    char row[width];
    memset(row, (int)mode, sizeof row);
    return rows * width + row[0];
}
