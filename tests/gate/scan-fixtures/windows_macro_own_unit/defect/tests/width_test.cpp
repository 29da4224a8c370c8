#ifdef _WIN32
#include <windows.h>
#endif
#include <cassert>
#include "spans/width.hpp"

int main() {
    assert(spans::widest(3, 8) == 8);
    return 0;
}
