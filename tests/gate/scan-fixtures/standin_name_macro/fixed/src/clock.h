#include <ctime>

#define ENGINE_NOMACRO

namespace engine {
struct none {};
inline bool sure(std::tm *tm) { return tm != nullptr; }
inline bool sure(none) { return false; }
// chosen where the C library has no localtime_r
inline auto localtime_r ENGINE_NOMACRO(...) -> none { return none(); }
} // namespace engine
