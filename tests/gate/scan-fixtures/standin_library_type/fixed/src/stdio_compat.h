#pragma once

#include <cstdio>

#ifdef _WIN32
extern "C" {
FILE* popen(const char* name, const char* mode);
int pclose(FILE* f);
}
#endif
