#include <gauge/gauge.h>
#include <gauge/dial.h>
#include <cstdio>

int main()
{
    gauge::set_level(0, 1.5);
    dial::turn(3);
    std::printf("%d %d %d\n", gauge::calibrated() ? 1 : 0, dial::position(), dial::tick_count());
    return 0;
}
