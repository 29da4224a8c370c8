#include <map>

int cap(const std::map<int, int> &caps);

int largest_cap()
{
    return ({ int limit = 15'500; limit * 2; });
}
