#pragma once
#include <cstdint>
#include <cstddef>

namespace graph {
typedef std::uint64_t vertex;   // a vertex's number
using span_length = std::size_t;
using edge_count = graph::vertex; // an alias of an alias
typedef int level;               // signed: fine in an OpenMP 2.0 loop
} // namespace graph
