int cpu_ready(void) { return 1; }
