#include <unistd.h>

int tally_add(int a, int b);

int main()
{
    return tally_add(2, 2) == 4 && isatty(1) >= 0 ? 0 : 1;
}
