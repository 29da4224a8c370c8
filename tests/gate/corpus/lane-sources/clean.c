static int helper(int x) { int unused; return x * 2; }
int answer(void) { return helper(21); }
