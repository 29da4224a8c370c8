int engine_version(void) { return 3; }
