#pragma once
#include <cstdint>
#include <cstddef>

namespace graph {
typedef std::uint64_t vertex;   // a vertex's number
using span_length = std::size_t;
using edge_count = graph::vertex; // an alias of an alias
typedef int level;               // signed: fine in an OpenMP 2.0 loop
// the loop index OpenMP 2.0 takes: signed under MSVC
#ifdef _MSC_VER
typedef std::int64_t loop_index;
#else
typedef vertex loop_index;
#endif
} // namespace graph
