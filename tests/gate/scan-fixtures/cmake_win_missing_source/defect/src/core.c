int core(void) { return 1; }
