// Part: Core
#include <windows.h>
long clock_now() { return (long)GetTickCount64(); }
