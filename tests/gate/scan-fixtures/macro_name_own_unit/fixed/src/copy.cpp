#include "vault.h"

void backup_all(void)
{
}
