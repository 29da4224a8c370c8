#include "platform.h"
#include "level.hpp"
#include <vector>

struct Plugin { int id; };

std::vector<Plugin *> load_all(int count)
{
    std::vector<Plugin *> all;
    for (int i = 0; i < count; ++i) {
        auto *interface = new Plugin{i};
        all.push_back(interface);
    }
    return all;
}
