#include <stdio.h>

extern const char prelude_text[];

int main(void)
{
    fputs(prelude_text, stdout);
    return 0;
}
