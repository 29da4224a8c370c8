#include <chrono>
#include <cstdint>
#include <thread>

std::int64_t wall_seconds_after(int ms)
{
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    auto now = std::chrono::system_clock::now();
    return std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count();
}
