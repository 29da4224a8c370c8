#include <stdio.h>
#include <unistd.h>

int engine_answer(void);

int main(void)
{
    if (engine_answer() != 42) {
        fprintf(stderr, "wrong answer\n");
        return 1;
    }
    return isatty(STDOUT_FILENO) ? 0 : 0;
}
