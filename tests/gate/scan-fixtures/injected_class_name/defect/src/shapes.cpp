#include "shapes.h"

namespace shapes
{
  template<>
  const char* Bundle4::Kind::Kind::label() const { return "bundle4"; }

  int nesting() { return detail::detail::depth(); }
}
