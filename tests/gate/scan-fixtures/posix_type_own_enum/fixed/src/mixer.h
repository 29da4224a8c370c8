#pragma once

class Mixer {
public:
    enum mode_t {
        mode_mono,
        mode_stereo
    };
    void reset(mode_t mode = mode_stereo);
    int channels() const { return channels_; }

private:
    int channels_ = 2;
};
