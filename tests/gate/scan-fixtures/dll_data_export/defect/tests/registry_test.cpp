#include "reg/registry.h"

int main()
{
    reg::verbosity = 2;
    return reg::registry().name.empty() ? 0 : 1;
}
