#include "env_win.h"

namespace store
{
WinEnv::WinEnv() : worker_pools_(4), worker_pool_(nullptr) {}
}
