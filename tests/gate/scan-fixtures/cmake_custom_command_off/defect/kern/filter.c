#include <stdint.h>
__attribute__((section("socket"), used))
int pick_socket(const uint32_t *hash)
{
    if (__builtin_expect(hash == 0, 0))
        return -1;
    return (int)(*hash & 7u);
}
