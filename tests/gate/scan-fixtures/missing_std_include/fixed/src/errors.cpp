#include "engine/sub/check.h"

int checked(int v, const std::function<int(int)>& f)
{
    if (v > std::numeric_limits<short>::max())
        throw std::runtime_error("too large");
    return f(v);
}
