#include "mixer.h"

void Mixer::reset(mode_t mode)
{
    channels_ = mode == mode_mono ? 1 : 2;
}
