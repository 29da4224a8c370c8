#include <windows.h>
#include <algorithm>

int larger(int a, int b) { return std::max(a, b); }
