#include "ranges/bounds.hpp"

int main() { return ranges::unbounded() > 0 ? 0 : 1; }
