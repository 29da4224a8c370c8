#include "probe.h"

/* the test's own switches: it compiles the code that reads them beside its own */
unsigned char probe_verbosity = 1;
FILE *probe_output;

int main(void)
{
    probe_output = stderr;
    return probe_run(2) == 4 ? 0 : 1;
}
