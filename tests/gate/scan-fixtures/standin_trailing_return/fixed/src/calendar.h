#pragma once
#include <ctime>
namespace calendar::detail {
struct no_result {};
// Chosen only where the C library declares no gmtime_r of its own (MSVC's CRT).
inline auto gmtime_r(...) -> no_result { return no_result(); }
inline bool handle(std::tm *tm) { return tm != nullptr; }
inline bool handle(no_result) { return false; }
}
