#pragma once
#include <memory>
#include <thread>

class Mixer
{
public:
    void set_gain(float gain);

private:
    float gain_ = 1.0f;
    std::unique_ptr<std::thread> worker_;
    std::mutex lock_;
};
