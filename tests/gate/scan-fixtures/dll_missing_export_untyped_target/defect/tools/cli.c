#include <stdio.h>
#include "prism/prism.h"

int main(void)
{
    int h = prism_open("white");
    prism_split(h, 7);
    printf("%s %d\n", prism_version(), prism_band_count(h));
    prism_close(h);
    return 0;
}
