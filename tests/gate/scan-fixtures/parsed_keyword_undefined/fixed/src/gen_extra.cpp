#include <unistd.h>

int main() { return isatty(1) ? 0 : 1; }
