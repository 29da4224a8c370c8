#include <stdio.h>
#include <unistd.h>

int main(void) { puts("int tally_table[4] = {1, 2, 3, 4};"); return 0; }
