int parse_options(int argc, char **argv);
int main(int argc, char **argv) { return parse_options(argc, argv); }
