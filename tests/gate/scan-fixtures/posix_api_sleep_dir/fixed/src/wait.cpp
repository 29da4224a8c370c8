#include <chrono>
#include <thread>

template <typename Worker>
void wait_for_threads(Worker &w, Worker *p)
{
  w.sleep(1);
  p->sleep(1);
  std::this_thread::sleep_for(std::chrono::seconds(1));
  std::this_thread::sleep_for(std::chrono::seconds(2));
}
