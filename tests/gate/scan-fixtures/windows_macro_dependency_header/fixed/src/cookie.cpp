#include "http/cookie.h"

bool Cookie::expired() const { return expires_ == std::chrono::system_clock::time_point{}; }
