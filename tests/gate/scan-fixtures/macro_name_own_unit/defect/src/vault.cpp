#include <windows.h>
#include <cstdio>
#include "vault.h"

// Defined where <windows.h> is seen: this is CopyFileA (or W), while copy.cpp, which does not
// include <windows.h>, calls CopyFile: LNK2019.
bool CopyFile(const char *from, const char *to)
{
    return std::rename(from, to) == 0;
}
