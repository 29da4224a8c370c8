#pragma once

#if defined(_WIN32) && defined(GRID_BUILDING)
#define GRID_API __declspec(dllexport)
#elif defined(_WIN32)
#define GRID_API __declspec(dllimport)
#else
#define GRID_API
#endif

namespace grid {

class Steps {
public:
    static int step(int i) { return table[i & 3]; }

private:
    static const int table[];
};

} // namespace grid
