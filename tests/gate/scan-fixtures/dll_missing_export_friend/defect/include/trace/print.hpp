#pragma once
#include <iosfwd>
#include "trace/frame.hpp"

namespace trace {

TRACE_API std::ostream& operator<<(std::ostream& out, const trace_log& log);

}
