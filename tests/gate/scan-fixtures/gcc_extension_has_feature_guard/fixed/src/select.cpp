#include <ecc/base.h>
#include <string.h>

#if !defined(ECC_NO_ASM)
int ecc_select(int index)
{
    alignas(64) int table[16];
    memset(table, 0, sizeof table);
    return table[index & 15];
}
#endif
