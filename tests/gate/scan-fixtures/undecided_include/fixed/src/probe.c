#ifdef POWER
#include "cpu_power.h"
#endif

int main(void) { return 0; }
