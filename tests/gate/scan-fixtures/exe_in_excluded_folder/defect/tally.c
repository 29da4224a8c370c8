int tally(int a, int b) { return a + b; }
