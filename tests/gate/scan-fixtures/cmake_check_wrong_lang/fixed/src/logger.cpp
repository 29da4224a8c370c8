int log_level(void) { return 2; }
