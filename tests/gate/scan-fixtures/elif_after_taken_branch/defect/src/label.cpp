#include "compat.hpp"

int label_width(int chars) { return chars * 8; }
