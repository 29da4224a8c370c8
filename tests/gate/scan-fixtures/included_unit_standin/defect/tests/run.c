#include <stdio.h>
#include "cases.c"

int main(void)
{
    ushort total = cases_total();
    printf("%u\n", (unsigned)total);
    return 0;
}
