#include "cpu_power.c"

int main(void) { return cpu_model(); }
