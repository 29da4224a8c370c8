#include <unistd.h>

int relay_forward(int value);

int main(void)
{
    return relay_forward((int)getpid()) > 0 ? 0 : 1;
}
