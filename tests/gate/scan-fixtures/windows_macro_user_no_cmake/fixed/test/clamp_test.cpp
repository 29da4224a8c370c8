#include <geo/clamp.hpp>

int main() { return geo::clamp_latitude(95.0, -90.0, 90.0) == 90.0 ? 0 : 1; }
