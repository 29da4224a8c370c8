#pragma once
#include <type_traits>

namespace detail {
#if __cplusplus >= 201703L || (defined(_MSVC_LANG) && _MSVC_LANG >= 201703L)
template <class F, class... A> using result_t = std::invoke_result_t<F, A...>;
#else
template <class F> using result_of = std::result_of<F>;
template <class F, class... A> using result_t = typename result_of<F(A...)>::type;
#endif

template <class F, class... A> result_t<F, A...> apply(F f, A... a) { return f(a...); }
} // namespace detail
