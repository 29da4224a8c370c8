#include <string>

#include "matrix.h"
#include "span_view.h"

std::size_t describe_length(const Matrix& m, const SpanView& v) { return m.describe().size() + v.length; }
