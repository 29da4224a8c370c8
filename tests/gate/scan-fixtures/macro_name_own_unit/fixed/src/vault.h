#pragma once
void backup_all(void);
