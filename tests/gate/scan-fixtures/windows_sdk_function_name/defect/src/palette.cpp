#include <windows.h>
#include <vector>

template <typename T> struct grid {
    std::vector<T> cells;
};

int palette_size(int n)
{
    grid<int> IN = {std::vector<int>(n, 0)};
    return (int)IN.cells.size();
}
