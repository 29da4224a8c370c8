/* The tree's own option parser for Windows. */
int getopt(int argc, char *const argv[], const char *options);
