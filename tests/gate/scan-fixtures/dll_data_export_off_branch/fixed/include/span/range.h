#pragma once

#if defined(_WIN32) && defined(SPAN_BUILDING)
#define SPAN_DATA __declspec(dllexport)
#elif defined(_WIN32)
#define SPAN_DATA __declspec(dllimport)
#else
#define SPAN_DATA
#endif

namespace span {

struct Range {
    // The fast path reads the data itself, but only where a macro nothing here defines is set;
    // everyone else calls a function, which the DLL exports.
#ifdef SPAN_FAST_LIMITS
    static int upper() { return upper_value; }
#else
    static int upper() { return upper_slow(); }
#endif

    // Read by inline code every user of the DLL compiles.
    static int lower() { return lower_value; }

    int from = 0, to = 0;

private:
    static int upper_value;
    SPAN_DATA static int lower_value;
    static int upper_slow();
};

} // namespace span
