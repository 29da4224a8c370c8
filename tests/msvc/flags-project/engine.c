int engine_c(void) { return 1; }
