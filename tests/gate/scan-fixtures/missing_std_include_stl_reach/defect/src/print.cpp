#include <iostream>
#include <vector>

void print_all(const std::vector<int>& values)
{
    std::vector<int> copy;
    std::copy(values.begin(), values.end(), std::back_inserter(copy));
    auto holder = std::unique_ptr<int>(new int(static_cast<int>(copy.size())));
    std::cout << *holder << "\n";
}
