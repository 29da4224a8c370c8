void *advance(void *p, int n) { return p + n; }
