#include "benchmark.h"

int main(void)
{
    BENCHMARK(noop, 10, {});
    return 0;
}
