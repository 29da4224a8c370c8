/* The kernel's work-group width. */
__attribute__((always_inline)) inline int kernel_width() { return 64; }
