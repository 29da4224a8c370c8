#include "engine/api.h"

namespace engine {
enum class Bounds { kClamp, kWrap };

ENGINE_API Bounds bounds_mode() {
  return Bounds::kClamp;
}
ENGINE_API int width();
}
