#include <algorithm>
#include <functional>
#include <vector>

struct is_even {
    bool operator()(int value) const { return value % 2 == 0; }
};

long count_even(const std::vector<int> &values)
{
    return std::count_if(values.begin(), values.end(), is_even());
}
