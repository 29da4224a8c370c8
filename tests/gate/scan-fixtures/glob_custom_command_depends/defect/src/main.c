#include <stdio.h>

int main(int argc, char **argv)
{
    printf("lexgen: %d input(s)\n", argc - 1);
    (void)argv;
    return 0;
}
