#pragma once
#include <string>

#if defined(_WIN32) && defined(REG_BUILDING)
#define REG_DATA __declspec(dllexport)
#elif defined(_WIN32)
#define REG_DATA __declspec(dllimport)
#else
#define REG_DATA
#endif

namespace reg {

class Registry {
public:
    static void create();
    std::string name;

private:
    REG_DATA static Registry *current;
    static int creations;
    friend Registry &registry();
};

// Inline: every user of the DLL compiles this read of Registry::current.
inline Registry &registry()
{
    if (!Registry::current)
        Registry::create();
    return *Registry::current;
}

// Set by the test executable beside the library: data marked, as WINDOWS_EXPORT_ALL_SYMBOLS exports none.
extern REG_DATA int verbosity;

} // namespace reg
