#include <string>
#include "mesh/settings.h"
#ifdef MESH_WINDOWS
#include <windows.h>
#else
#include <unistd.h>
#endif

std::string user_name() {
#ifdef MESH_WINDOWS
    char name[256];
    DWORD size = sizeof name;
    return GetUserNameA(name, &size) ? name : "";
#else
    const char *name = getlogin();
    return name ? name : "";
#endif
}
