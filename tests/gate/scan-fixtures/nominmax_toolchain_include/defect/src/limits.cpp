#include <windows.h>
#include <algorithm>

int widest(int a, int b) {
    return std::max(a, b);
}
