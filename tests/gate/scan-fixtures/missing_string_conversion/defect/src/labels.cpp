#include <iostream>
#include <vector>

std::string label_for(int index)
{
    return "item " + std::to_string(index);
}

void print_labels(const std::vector<int> &indices)
{
    for (int i : indices)
        std::cout << label_for(i) << '\n';
}
