#include "cpu_power.h"

int main(void) { return 0; }
