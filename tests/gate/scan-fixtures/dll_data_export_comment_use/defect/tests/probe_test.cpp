#include "probe/probe.h"

int main()
{
    probe::sample(1);
    return probe::Stats::taken == 1 ? 0 : 1;
}
