#ifdef FAST_TABLE
static const unsigned char spare[16] __attribute__((aligned(16))) = {0};
#endif
int other_value(void) { return 3; }
