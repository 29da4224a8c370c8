#pragma once
#include <system_error>

namespace handles {
struct handle { int fd = -1; };
void close(handle &h, std::error_code &ec);
}
