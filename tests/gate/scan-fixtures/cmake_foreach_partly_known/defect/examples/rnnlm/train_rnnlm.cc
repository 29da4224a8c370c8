#include <unistd.h>

int main() { return 0; }
