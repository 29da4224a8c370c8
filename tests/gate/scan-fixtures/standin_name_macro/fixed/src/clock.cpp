#include "clock.h"

bool local_time(std::time_t t, std::tm *out)
{
    using namespace engine;
    return sure(localtime_r(&t, out));
}
