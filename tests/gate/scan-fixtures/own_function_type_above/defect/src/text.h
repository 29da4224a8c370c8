#pragma once

namespace text {
/// Waits the given number of microseconds.
void
pause_for(unsigned long micros);
}
