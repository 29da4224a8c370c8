#ifdef _WIN32
#include "port/getopt.h"
#else
#include <unistd.h>
#endif

int parse(int argc, char **argv) { return getopt(argc, argv, "q"); }
