#include <engine/windefs.h>
#include <windows.h>
#include <algorithm>

int mapped_pages(int a, int b) { return std::max(a, b); }
