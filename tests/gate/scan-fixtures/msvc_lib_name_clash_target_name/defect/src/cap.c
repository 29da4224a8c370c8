int cap_open(void) { return 0; }
