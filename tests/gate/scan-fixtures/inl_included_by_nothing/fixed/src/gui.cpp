int entries() { return 0; }
