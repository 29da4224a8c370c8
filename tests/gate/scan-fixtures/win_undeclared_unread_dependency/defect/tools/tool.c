#include <acme/io/pipe.h>
int main(void) { return acme_pipe_open(); }
