#include "probe/probe.h"

#include <cstdio>

// Checks sample() alone: probe::Stats::taken is data of the DLL, which export-all leaves out.
int main()
{
    if (probe::sample(1) != 2) {
        std::puts("sample() failed; probe::Stats::taken is not read here");
        return 1;
    }
    return 0;
}
