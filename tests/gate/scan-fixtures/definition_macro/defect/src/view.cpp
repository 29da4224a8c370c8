#include <windows.h>
#include <algorithm>

int view_width(int a, int b) { return std::max(a, b); }
