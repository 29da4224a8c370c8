#include <string.h>
#include <scriptvm.h>

void vm_pushstring(vm_state *vm, const char *text)
{
    vm_pushlstring(vm, text, strlen(text));
}
