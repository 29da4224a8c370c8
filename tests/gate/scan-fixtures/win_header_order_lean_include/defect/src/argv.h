#ifndef ARGV_H
#define ARGV_H
#if defined(_WIN32)
#include <windef.h>
#include <winbase.h>
#include <shellapi.h>
#endif
int argv_count(const wchar_t *line);
#endif
