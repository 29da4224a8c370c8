#include <functional>

std::shared_ptr<int> shared_count(int n)
{
    return std::make_shared<int>(n);
}
