#include <math.h>
#include <stdio.h>

int main(void)
{
    printf("%f\n", M_PI / 180.0);
    return 0;
}
