#include "rl/platform.hpp"

#if RL_USE_RLIMIT
#include <sys/resource.h>
#endif

int rl_open_files_limit() { return 512; }
