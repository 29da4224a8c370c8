#include <unistd.h>
int main(void) { return (int)getpid() > 0 ? 0 : 1; }
