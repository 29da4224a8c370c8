#include "engine/api.h"

namespace engine {
template <typename T>
ENGINE_API T clamp(T v, T lo, T hi) {
  return v < lo ? lo : v > hi ? hi : v;
}
ENGINE_API int width();
class ENGINE_API Shape {
public:
  ENGINE_API int rank() const { return 2; }
};
}
