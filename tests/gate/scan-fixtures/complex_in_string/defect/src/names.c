#include <stdio.h>

void print_type(void) { _Complex double z = 0; (void)z; puts("double"); }
