#include <algorithm>
#include <limits>

inline int clamp_count(int n) { return std::min(n, 64); }
inline int no_limit() { return std::numeric_limits<int>::max(); }
