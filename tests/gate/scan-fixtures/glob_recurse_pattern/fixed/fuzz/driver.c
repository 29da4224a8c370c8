/* a fuzzing driver another build system makes */
#include <unistd.h>

int main(void)
{
    return 0;
}
