#include <stdio.h>

int main(void)
{
    return puts("map") < 0;
}
