int parse(int n) { return n + 1; }
