#include <time.h>

double engine_seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}
