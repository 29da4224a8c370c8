#include <vector>

void rank(std::vector<int>& values);

int main(int argc, char **argv)
{
    std::vector<int> values{3, 1, 2};
    rank(values);
    return argc > 1 && argv[1][0] == '-' ? 0 : values.front();
}
