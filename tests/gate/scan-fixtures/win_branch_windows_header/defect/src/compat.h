#ifndef ENGINE_COMPAT_H
#define ENGINE_COMPAT_H
typedef unsigned long DWORD;
#endif
