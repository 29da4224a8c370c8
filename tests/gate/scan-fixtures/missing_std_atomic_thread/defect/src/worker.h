#pragma once
#include <functional>
#include <string>

namespace worker {
using Handler = std::function<bool(const std::string &, std::atomic<bool> &)>;
int run(const Handler &handler);
}
