#include <sys/time.h>

int client_main(void) { return 0; }
