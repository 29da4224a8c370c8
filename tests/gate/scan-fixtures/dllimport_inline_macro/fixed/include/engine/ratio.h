#include "engine/api.h"

float engine_ratio_or(float v, float d);

namespace engine {
// dllimport inline: an inline definition MSVC accepts in a user's unit
ENGINE_API_INLINE float ratio(float v) {
  return engine_ratio_or(v, 0.f);
}
ENGINE_API_INLINE float scale(float v) {
  return v * 2.f;
}
}
