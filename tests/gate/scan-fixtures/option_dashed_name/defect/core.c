int engine_core(void) { return 0; }
