int buffer_size() { return 64; }
