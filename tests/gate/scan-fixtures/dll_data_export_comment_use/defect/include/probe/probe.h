#pragma once

namespace probe {

struct Stats {
    // How many samples sample() has taken; the library's own state.
    static int taken;
};

int sample(int channel);

} // namespace probe
