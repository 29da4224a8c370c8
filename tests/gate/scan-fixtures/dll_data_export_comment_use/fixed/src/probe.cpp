#include "probe/probe.h"

namespace probe {

int Stats::taken = 0;

int sample(int channel)
{
    ++Stats::taken;
    return channel * 2;
}

} // namespace probe
