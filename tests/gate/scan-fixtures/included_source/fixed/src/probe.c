#ifdef __powerpc__
#include "cpu_power.c"
#endif

int main(void) { return 0; }
