#ifndef _WIN32
#include <unistd.h>
#endif

int main() { return 0; }
