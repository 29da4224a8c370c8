#pragma once
#include <chrono>
#include <mutex>

class Stopwatch {
public:
    Stopwatch() : begin_(std::chrono::high_resolution_clock::now()) {}
    double elapsed_ms() const;

private:
    mutable std::mutex lock_;
    std::chrono::high_resolution_clock::time_point begin_;
};
