#include <string>

// Writes C source for another compiler: the cast is text, not code.
std::string store_line(const std::string &field)
{
    return "out->" + field + " = (struct span *){0};";
}
