#include "attention_utils.h"
#include "ranks.h"

std::vector<int> order(size_t n)
{
    std::vector<int> o(n);
    std::iota(o.begin(), o.end(), 0);
    return o;
}

std::vector<int> attention_ranks(size_t n) { return ranks(n); }
