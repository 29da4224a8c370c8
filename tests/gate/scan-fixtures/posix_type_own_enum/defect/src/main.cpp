#include <cstdio>
#include "mixer.h"

int main()
{
    Mixer mixer;
    mixer.reset(Mixer::mode_mono);
    ssize_t frames = mixer.channels() * 512;
    std::printf("%ld\n", (long)frames);
    return 0;
}
