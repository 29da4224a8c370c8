#include <limits>

namespace engine {
inline int clamp_to(int value, int limit) {
  return value > limit ? limit : value < (std::numeric_limits<int>::min)() ? 0 : value;
}
inline void load_fence() {}
}
