#include <vector>
#include <string>

int depth_first(const std::vector<int> &next)
{
    std::stack<int> pending;
    pending.push(0);
    int seen = 0;
    while (!pending.empty()) {
        int node = pending.top();
        pending.pop();
        ++seen;
        if (next[node] >= 0)
            pending.push(next[node]);
    }
    return seen;
}
