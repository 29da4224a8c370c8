#include <unistd.h>

int main(void) { usleep(10); return 0; }
