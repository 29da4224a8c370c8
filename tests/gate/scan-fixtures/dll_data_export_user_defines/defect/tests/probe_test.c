#include "probe.h"

int main(void)
{
    probe_verbosity = 1;
    probe_output = stderr;
    return probe_run(2) == 4 ? 0 : 1;
}
