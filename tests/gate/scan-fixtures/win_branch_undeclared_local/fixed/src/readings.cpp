// Names a Windows-only body shows that declare or read nothing undeclared: attributes, a literal's
// suffix, later declarators initialised with braces, a name a file-scope macro call declares.
#include <string_view>

struct checkpoint { int blocks; };
#define ENGINE_STATIC_NAME(name, text) static const char name[] = text
ENGINE_STATIC_NAME(engine_empty_name, "");

int readings_count(int flags)
{
#ifdef _WIN32
    using std::literals::string_view_literals::operator""sv;
    checkpoint before {}, after {}, delta {};
    [[maybe_unused]] std::string_view label = "engine"sv;
    switch (flags) {
    case 1:
        before.blocks = 1;
        [[fallthrough]];
    default:
        after.blocks = engine_empty_name[0];
    }
    if (flags > 2) [[likely]]
        delta.blocks = after.blocks - before.blocks;
    return delta.blocks;
#else
    return flags;
#endif
}
