#include <map>

int cap(const std::map<int, int> &caps);

int largest_cap()
{
    int limit = 15'500;
    return cap({ { 1, limit * 2 } }) + cap({ { 2, 0x1'000 } });
}
