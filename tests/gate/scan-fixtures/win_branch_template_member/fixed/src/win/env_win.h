#pragma once
#include <vector>

namespace store
{
struct Pool { int size; };

class WinEnv
{
public:
  WinEnv();

private:
  std::vector<Pool> worker_pools_;
  Pool *worker_pool_;
};
}
