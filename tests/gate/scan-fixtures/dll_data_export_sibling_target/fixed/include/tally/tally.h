#pragma once

#if defined(_WIN32) && defined(TALLY_BUILDING)
#define TALLY_API __declspec(dllexport)
#elif defined(_WIN32)
#define TALLY_API __declspec(dllimport)
#else
#define TALLY_API
#endif

namespace tally {

TALLY_API void bump();
TALLY_API int read();
TALLY_API void reset();

} // namespace tally
