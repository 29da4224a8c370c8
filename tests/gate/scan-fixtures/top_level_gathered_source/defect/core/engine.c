int engine_step(void) { return 0; }
