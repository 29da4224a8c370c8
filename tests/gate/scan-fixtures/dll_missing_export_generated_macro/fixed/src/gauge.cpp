#include <gauge/gauge.h>

namespace gauge {

static double levels[4];

double read_level(int channel) { return levels[channel & 3]; }
void set_level(int channel, double value) { levels[channel & 3] = value; }
std::string unit_name(int) { return "bar"; }
int channel_count() { return 4; }
bool calibrated() noexcept { return levels[0] >= 0.0; }

} // namespace gauge
