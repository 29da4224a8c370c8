#pragma once
#include <string>

namespace reg {

class Registry {
public:
    static void create();
    std::string name;

private:
    static Registry *current;
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

// Set by the test executable beside the library.
extern int verbosity;

} // namespace reg
