#include "span_view.h"

#include <vector>

SpanView view_of(const std::vector<std::uint8_t>& bytes) { return SpanView{bytes.data(), bytes.size()}; }
