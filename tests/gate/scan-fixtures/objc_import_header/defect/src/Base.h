typedef int base_t __attribute__((aligned(4)));
