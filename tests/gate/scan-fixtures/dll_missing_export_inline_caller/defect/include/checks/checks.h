#pragma once
#include <sstream>
#include <string>

#ifdef _WIN32
#  ifdef CHECKS_BUILDING
#    define CHECKS_API __declspec(dllexport)
#  else
#    define CHECKS_API __declspec(dllimport)
#  endif
#else
#  define CHECKS_API
#endif

namespace checks {

CHECKS_API void register_case(const char *name);
CHECKS_API int run_all();
CHECKS_API void report(const std::string &line);
CHECKS_API unsigned failures();
CHECKS_API void set_verbose(bool on);
CHECKS_API bool verbose();

// Unmarked, and called by the template below, which each user of the header instantiates.
std::string shorten(const std::string &text, std::size_t width = 60);

// Unmarked too, but only the library's own source calls it: no user reaches it.
void reset_counters();

template <typename T>
inline void expect_equal(const T &got, const T &want)
{
    if (!(got == want)) {
        std::ostringstream s;
        s << got;
        report("got " + shorten(s.str()));
    }
}

} // namespace checks
