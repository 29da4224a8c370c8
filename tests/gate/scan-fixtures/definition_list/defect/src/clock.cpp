#include <windows.h>
#include <algorithm>

int smaller(int a, int b) { return std::min(a, b); }
