#include <algorithm>

namespace ranges {
inline int clip(int value, int bound) { return (std::min)(value, bound); }
}
