/* The build's own helpers for older toolchains. */
int shim_ready(void);
