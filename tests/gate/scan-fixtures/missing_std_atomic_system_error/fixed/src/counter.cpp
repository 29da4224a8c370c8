#include "counter.h"

namespace counters {
void Counter::add(int n)
{
    sum_ += n;
    history_.push_back(n);
}

int Counter::total() const
{
    return sum_.load();
}
}
