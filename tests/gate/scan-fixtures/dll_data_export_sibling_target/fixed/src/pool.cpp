#include "pool.h"

namespace tally {

int Pool::count = 0;

void Pool::take()
{
    ++count;
}

} // namespace tally
