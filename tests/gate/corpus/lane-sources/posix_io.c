#include <unistd.h>
int main(void) { return (int)getpid(); }
