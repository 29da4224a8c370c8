int index_size(void) { return 1; }
