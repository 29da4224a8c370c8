#include <stdio.h>
#include "meter/meter.h"

int main(void)
{
    meter_open();
    printf("%d\n", meter_read());
    return 0;
}
