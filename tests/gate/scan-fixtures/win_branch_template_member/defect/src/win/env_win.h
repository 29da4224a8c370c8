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
  Pool *worker_pool_;
};
}
