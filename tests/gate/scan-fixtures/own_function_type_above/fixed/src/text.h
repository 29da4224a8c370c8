#pragma once

namespace text {
/// Waits the given number of microseconds (the CRT has no usleep: the project's own).
void
usleep(unsigned long micros);
}
