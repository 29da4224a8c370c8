#define ENGINE_HEAP_SIZE 65536
#define ENGINE_NORETURN __declspec(noreturn)
