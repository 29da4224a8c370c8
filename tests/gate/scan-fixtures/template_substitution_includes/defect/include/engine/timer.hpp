#pragma once
#include <chrono>
#include <functional>

namespace engine {
using callback = std::function<void(std::chrono::milliseconds)>;
}
