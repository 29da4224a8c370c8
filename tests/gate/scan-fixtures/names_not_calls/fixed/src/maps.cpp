#include <map>
using mmap = std::multimap<int, int>;
std::size_t count_pairs() {
  std::map<int, std::map<int, int>> munmap({{1, {{2, 3}}}});
  mmap pairs{{1, 5}};
  return munmap.size() + mmap(pairs).size();
}
