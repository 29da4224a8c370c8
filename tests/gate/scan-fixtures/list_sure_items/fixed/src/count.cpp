#include <windows.h>
#include <algorithm>

int clamp_count(int a, int b)
{
    return std::min(a, b);
}
