#include "probe.h"

unsigned char probe_verbosity = 0;
FILE *probe_output = NULL;

int probe_run(int value)
{
    if (probe_verbosity && probe_output)
        fprintf(probe_output, "probe %d\n", value);
    return value * 2;
}
