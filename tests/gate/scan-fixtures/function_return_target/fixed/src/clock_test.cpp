#include <sys/time.h>

int main() { return 0; }
