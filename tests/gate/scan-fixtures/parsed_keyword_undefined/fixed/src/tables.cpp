int table_size() { return 64; }
