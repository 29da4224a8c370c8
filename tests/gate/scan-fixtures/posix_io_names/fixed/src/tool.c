#include <getopt.h>

int parse(int argc, char **argv) { return getopt(argc, argv, "v"); }
