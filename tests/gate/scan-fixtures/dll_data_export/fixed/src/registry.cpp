#include "reg/registry.h"

namespace reg {

Registry *Registry::current = nullptr;
int Registry::creations = 0;
int verbosity = 0;

void Registry::create()
{
    ++creations;
    current = new Registry();
}

} // namespace reg
