int core_version(void) { return 1; }
