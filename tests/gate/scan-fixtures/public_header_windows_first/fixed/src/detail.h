#include <algorithm>

inline int detail_pick(int a, int b) { return std::max(a, b); }
