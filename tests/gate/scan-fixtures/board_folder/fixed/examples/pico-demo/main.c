#include <stdio.h>

static uint blink_count;

int main(void)
{
    uint pin = 25;
    blink_count = pin;
    printf("%u\n", blink_count);
    return 0;
}
