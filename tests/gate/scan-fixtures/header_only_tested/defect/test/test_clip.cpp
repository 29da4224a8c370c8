#include "ranges/clip.hpp"

int clip_of_nine() { return ranges::clip(9, 4); }
