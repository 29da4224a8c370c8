#include <vector>

int drain(int n)
{
    std::deque<int> pending;
    for (int i = 0; i < n; ++i)
        pending.push_back(i);
    int total = 0;
    while (!pending.empty()) {
        total += pending.front();
        pending.pop_front();
    }
    return total;
}
