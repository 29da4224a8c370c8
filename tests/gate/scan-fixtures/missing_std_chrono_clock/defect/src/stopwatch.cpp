#include "stopwatch.h"

double Stopwatch::elapsed_ms() const
{
    std::lock_guard<std::mutex> hold(lock_);
    auto spent = std::chrono::steady_clock::now() - begin_;
    return std::chrono::duration<double, std::milli>(spent).count();
}
