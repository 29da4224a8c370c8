static inline int lanes(void) __attribute__((const));
#if __has_include(<engine_config.h>)
#include <sys/mman.h>
#endif
