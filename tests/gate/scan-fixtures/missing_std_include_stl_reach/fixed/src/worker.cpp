#include <thread>

void pause_briefly()
{
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
}
