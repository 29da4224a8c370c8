#include <stdio.h>

void print_type(void) { puts(" _Complex double"); }
