#ifndef _WIN32
#include <unistd.h>
#endif

int main(void) { return 0; }
