#include <stdio.h>

int engine_answer(void);

int main(void)
{
    if (engine_answer() != 42) {
        fprintf(stderr, "wrong answer\n");
        return 1;
    }
    return 0;
}
