#include "worker.h"

#include <vector>

namespace worker {
int run(const Handler &handler)
{
    std::vector<std::string> jobs{"a", "b"};
    std::atomic<bool> stop{false};
    int done = 0;
    for (const auto &job : jobs)
        done += handler(job, stop) ? 1 : 0;
    return done;
}
}
