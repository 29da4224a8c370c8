#pragma once
#include <iosfwd>
#include <string>
#include "trace/export.hpp"

namespace trace {

struct TRACE_API frame {
    unsigned long address = 0;
    std::string symbol;

    std::string describe() const;
    friend std::ostream& operator<<(std::ostream& out, const frame& f);
    friend bool same_symbol(const frame& a, const frame& b);
    friend bool operator==(const frame& a, const frame& b) { return a.address == b.address; }
};

class TRACE_API trace_log {
public:
    void add(const frame& f);
    friend std::ostream& operator<<(std::ostream& out, const trace_log& log);
    friend class trace_reader;

private:
    unsigned count_ = 0;
};

}
