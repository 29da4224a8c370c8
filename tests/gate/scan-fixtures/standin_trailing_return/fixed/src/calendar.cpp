#include "calendar.h"
bool utc_parts(std::time_t t, std::tm *out) {
  using namespace calendar::detail;
  return handle(gmtime_r(&t, out));
}
