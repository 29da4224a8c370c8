#include "vault.h"

bool backup(const char *path)
{
    return CopyFile(path, "backup.dat");
}
