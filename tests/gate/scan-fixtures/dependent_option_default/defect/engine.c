int engine(void) { return 0; }
