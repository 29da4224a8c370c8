#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int count = argc;
    int *widths = malloc(sizeof *widths * (size_t)count);
    if (!widths)
        return 1;
    for (int i = 0; i < count; ++i)
        widths[i] = (int)sizeof argv[i];
    printf("%d\n", widths[0]);
    free(widths);
    return 0;
}
