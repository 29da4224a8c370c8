#include <stdio.h>

int main(int argc, char **argv)
{
    int count = argc;
    int widths[count];
    for (int i = 0; i < count; ++i)
        widths[i] = (int)sizeof argv[i];
    printf("%d\n", widths[0]);
    return 0;
}
