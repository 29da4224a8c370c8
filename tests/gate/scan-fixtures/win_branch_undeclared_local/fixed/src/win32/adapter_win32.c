#include <windows.h>
#include "../engine.h"

struct adapter_state {
    HANDLE adapter;
    DWORD timeout;
};

/* a Windows-only source: the handle is a member */
int engine_adapter_open(struct adapter_state *pw)
{
    DWORD mode = 0;
    if (pw->timeout)
        mode = pw->timeout;
    if (!SetNamedPipeHandleState(pw->adapter, &mode, NULL, NULL))
        return -1;
    return 0;
}
