#include <endian.h>

int little() { return __BYTE_ORDER == __LITTLE_ENDIAN; }
