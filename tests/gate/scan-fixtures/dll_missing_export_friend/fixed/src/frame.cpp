#include "trace/frame.hpp"

namespace trace {

std::string frame::describe() const
{
    return symbol.empty() ? std::to_string(address) : symbol;
}

bool same_symbol(const frame& a, const frame& b)
{
    return a.symbol == b.symbol;
}

void trace_log::add(const frame& f)
{
    count_ += f.address != 0;
}

}
