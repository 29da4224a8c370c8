#include "codec.h"

#include <string>

std::string inflate_all(const std::string& packed) { return packed; }
