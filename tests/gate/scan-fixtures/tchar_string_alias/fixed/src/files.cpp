#include <windows.h>
#include "types.h"

bool exists(const Path & path)
{
    DWORD attributes = GetFileAttributesA(path.c_str());
    return attributes != INVALID_FILE_ATTRIBUTES;
}

bool remove_file(Name name)
{
    return DeleteFileA(name.c_str()) != 0;
}
