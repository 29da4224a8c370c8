#include <cstddef>
void *map_region(std::size_t n) {
  return mmap(nullptr, n, 3, 34, -1, 0);
}
