#include <windows.h>
#include <limits>

struct Box { float lo, hi; };
float widest() { return std::numeric_limits<float>::max(); }
