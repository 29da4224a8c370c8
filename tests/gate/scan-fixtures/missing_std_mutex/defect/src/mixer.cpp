#include "mix/mixer.h"
#include <vector>

void Mixer::set_gain(float gain)
{
    std::lock_guard<std::mutex> hold(lock_);
    gain_ = gain;
}
