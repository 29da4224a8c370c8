#include "port/port_win.h"
#include "store/batch_options.h"

namespace store {
bool should_flush(const batch_options &o, ssize_t pending)
{
    return o.flush_threshold > 0 && pending >= o.flush_threshold;
}
}
