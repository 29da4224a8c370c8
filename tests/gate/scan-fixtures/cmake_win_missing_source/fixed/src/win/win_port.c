int win_port(void) { return 2; }
