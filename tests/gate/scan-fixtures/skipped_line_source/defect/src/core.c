int core(void) { return 0; }
