#include "engine/api.h"

namespace engine {
ENGINE_API int width();
ENGINE_API int twice(int v) {
  return 2 * v;
}
}
