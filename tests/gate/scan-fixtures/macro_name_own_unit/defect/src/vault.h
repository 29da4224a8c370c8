#pragma once
bool CopyFile(const char *from, const char *to);
