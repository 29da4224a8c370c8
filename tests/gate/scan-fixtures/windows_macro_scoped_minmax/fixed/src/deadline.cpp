#include <windows.h>
#include <chrono>

struct Budget { static int (min)() { return 4; } static int min_value() { return 2; } };

std::chrono::steady_clock::duration forever() {
    return (std::chrono::steady_clock::duration::max)();
}

int smallest(int a, int b) {
    int floor = std::min<int>(a, b) + Budget::min_value();
    return floor > (Budget::min)() ? floor : b;
}
