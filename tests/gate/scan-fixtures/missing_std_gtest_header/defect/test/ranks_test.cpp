#include <gtest/gtest.h>

#include <vector>

static std::vector<int> ranks(int n)
{
    std::vector<int> out(n);
    std::iota(out.begin(), out.end(), 1);
    std::sort(out.begin(), out.end());
    return out;
}

TEST(Ranks, CountsFromOne)
{
    EXPECT_EQ(ranks(3).front(), 1);
}
