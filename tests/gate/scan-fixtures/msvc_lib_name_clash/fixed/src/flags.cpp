int flag_count(void) { return 3; }
