#include "address.h"

#include <algorithm>
#include <limits>
#include <string>

std::size_t grow(std::size_t have, std::size_t want)
{
    std::size_t next = (std::min)(have * 2, want);
    return next > (std::numeric_limits<std::size_t>::max)() / 2 ? want : next;
}
