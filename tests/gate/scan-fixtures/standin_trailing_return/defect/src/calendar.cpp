#include <ctime>
bool utc_parts(std::time_t t, std::tm *out) {
  return gmtime_r(&t, out) != nullptr;
}
