#include "span/range.h"

namespace span {

int Range::upper_value = 1 << 30;
int Range::lower_value = -(1 << 30);

int Range::upper_slow()
{
    return upper_value;
}

} // namespace span
