int tex() { return 1; }
