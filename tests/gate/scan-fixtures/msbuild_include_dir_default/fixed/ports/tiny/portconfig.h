#include <unistd.h>
#define ENGINE_HEAP_SIZE 4096
