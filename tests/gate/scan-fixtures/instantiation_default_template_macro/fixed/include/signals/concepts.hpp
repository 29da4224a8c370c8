#pragma once
#include <type_traits>
// concept emulation: template(typename T)(requires C) expands to a constrained template head
#define SIG_REQUIRES_(...) , std::enable_if_t<(__VA_ARGS__), int> = 0 >
#define requires SIG_REQUIRES_
#define template(...) template <__VA_ARGS__ SIG_TEMPLATE_AUX_
#define SIG_TEMPLATE_AUX_(...) __VA_ARGS__
