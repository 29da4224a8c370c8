int engine_run(void) { return 0; }
