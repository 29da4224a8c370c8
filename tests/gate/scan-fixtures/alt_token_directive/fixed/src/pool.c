/* C: and/not are plain names here, as in any C code */
#if not_configured
int unused_pool;
#endif
int pool_count(void) { return 1; }
