int solver_version(void) { return 2; }
