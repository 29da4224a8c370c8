#include <ctime>

#define ENGINE_NOMACRO

namespace engine {
struct none {};
inline bool sure(std::tm *tm) { return tm != nullptr; }
inline bool sure(none) { return false; }
} // namespace engine
