#include <chrono>
#include <string>
#include <thread>

void pause_briefly(int ms)
{
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
}
