#include <string>

#include "table.h"

std::size_t name_count(const Table& t) { return t.names.size(); }
