template <bool Condition, typename T = void> struct EnableIf {};
template <typename T> struct EnableIf<true, T> { typedef T Type; };

template <bool Condition, typename T = void>
struct DisableIf : EnableIf<not Condition, T> {};

DisableIf<false, int>::Type value = 1;
