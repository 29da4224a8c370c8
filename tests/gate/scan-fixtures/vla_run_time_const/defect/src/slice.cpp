#include <vector>

const int MAX_RANK = 8;

int steps(const std::vector<long> &dims) {
  const int RANK = dims.size();
  const int width = dims.front();
  int step[RANK];
  int scratch[width];
  int fixed[MAX_RANK];
  for (int i = 0; i < RANK; ++i)
    step[i] = scratch[i % width] = fixed[i % MAX_RANK] = 1;
  return step[0];
}
