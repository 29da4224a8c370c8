#include <array>
#include <cstdio>

struct Step {
    static constexpr int SCALE = 24;
    using Index = std::array<int, 3>;
};

int scaled_sum(const Step::Index &index)
{
    Step::Index scaled = {{Step::SCALE * index[0], Step::SCALE * index[1], Step::SCALE * index[2]}};
    int spare[0];
    return scaled[0] + scaled[1] + scaled[2] + (int)sizeof spare;
}

int main()
{
    Step::Index index = {{1, 2, 3}};
    std::printf("%d\n", scaled_sum(index));
    return 0;
}
