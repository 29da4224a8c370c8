#include <ostream>
#include "trace/print.hpp"

namespace trace {

std::ostream& operator<<(std::ostream& out, const frame& f)
{
    return out << f.describe();
}

std::ostream& operator<<(std::ostream& out, const trace_log& log)
{
    return out << "trace_log";
}

}
