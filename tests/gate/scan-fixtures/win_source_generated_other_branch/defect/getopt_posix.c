int parse_options(int argc, char **argv) { (void)argv; return argc > 1; }
