#ifndef ARGV_H
#define ARGV_H
#if defined(_WIN32)
#if defined(_M_X64) && !defined(_AMD64_)
#define _AMD64_
#endif
#include <windef.h>
#include <winbase.h>
#include <shellapi.h>
#endif
int argv_count(const wchar_t *line);
#endif
