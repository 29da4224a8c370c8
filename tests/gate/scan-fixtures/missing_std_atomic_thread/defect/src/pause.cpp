#include <chrono>
#include <string>

void pause_briefly(int ms)
{
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
}
