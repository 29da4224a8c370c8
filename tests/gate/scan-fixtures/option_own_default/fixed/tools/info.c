#include <stdio.h>

int main(void)
{
    printf("engine-info 1.0\n");
    return 0;
}
