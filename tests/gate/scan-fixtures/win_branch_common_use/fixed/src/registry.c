#include <scriptvm.h>
#ifdef _WIN32
#include <windows.h>
#endif

void vm_pushstring(vm_state *vm, const char *text);

int registry_value(vm_state *vm, const char *key)
{
#ifdef _WIN32
    BYTE data[256];
    DWORD size = sizeof data, type = 0;
    if (RegQueryValueExA(HKEY_CURRENT_USER, key, NULL, &type, data, &size) != ERROR_SUCCESS)
        return 0;
    if (type == REG_BINARY)
        vm_pushlstring(vm, (const char *)data, size);
    else
        vm_pushstring(vm, (const char *)data);
    return 1;
#else
    vm_pushstring(vm, key);
    return 1;
#endif
}
