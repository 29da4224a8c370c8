#include <algorithm>
#include <random>
#include <vector>

int pick_one(const std::vector<int> &items, unsigned seed)
{
    std::mt19937 engine(seed);
    std::uniform_int_distribution<int> choose(0, (int)items.size() - 1);
    return items[choose(engine)];
}
