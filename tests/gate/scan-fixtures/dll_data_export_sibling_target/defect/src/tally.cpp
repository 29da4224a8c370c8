#include "tally/tally.h"

namespace tally {

int Counter::total = 0;

void Counter::bump()
{
    ++total;
}

} // namespace tally
