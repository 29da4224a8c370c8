#include <stdio.h>

void report_step(void *r_old, void *r_new, double ratio)
{
    printf("%p\n", (void *)(r_old - r_new));
    printf("||r_old-r_new||/||b||: %e\n", ratio);
}
