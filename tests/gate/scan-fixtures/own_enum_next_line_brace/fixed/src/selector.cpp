#include "suites/selector.hpp"

namespace suites {
selector default_selector(selector::all);
}
