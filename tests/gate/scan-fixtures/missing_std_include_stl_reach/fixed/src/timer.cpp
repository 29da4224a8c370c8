#include <string>
#include <chrono>

long long elapsed_ms(long long start_ticks)
{
    auto now = std::chrono::steady_clock::now().time_since_epoch();
    return std::chrono::duration_cast<std::chrono::milliseconds>(now).count() - start_ticks;
}
