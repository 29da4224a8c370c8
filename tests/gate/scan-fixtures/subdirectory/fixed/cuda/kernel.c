static int twice(int x) __attribute__((const));
int engine_kernel(int x) { return twice(x); }
