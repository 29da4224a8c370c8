int core_step(int x) { return x + 1; }
