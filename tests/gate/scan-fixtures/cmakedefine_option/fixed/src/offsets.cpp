#include "distributed.h"
std::vector<int> offsets(const std::vector<int> &sizes) {
  std::vector<int> out(sizes.size() + 1, 0);
  std::partial_sum(sizes.begin(), sizes.end(), out.begin() + 1);
  return out;
}
