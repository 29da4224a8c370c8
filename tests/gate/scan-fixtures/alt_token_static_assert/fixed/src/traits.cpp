#include <type_traits>

#define TRAITS_STATIC_ASSERT(...) static_assert(__VA_ARGS__, #__VA_ARGS__)
#define TRAITS_NOTE(text) static const char *const traits_note = #text

struct handle {
    handle(handle &&) = default;
    handle(const handle &) = delete;
};

TRAITS_STATIC_ASSERT(
    !std::is_copy_constructible<handle>::value);
TRAITS_STATIC_ASSERT(std::is_move_constructible<handle>::value && true);
TRAITS_NOTE(moves and never copies);
