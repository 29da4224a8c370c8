#include <algorithm>
#include "order.h"

void names(std::vector<int>& v) { order(v); }
