#include "memory_size.h"

int main(void) { return 0; }
