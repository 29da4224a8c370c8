#pragma once
#define FIX_MSVC(...) __VA_ARGS__
#define GET_NTH_ARG(...) FIX_MSVC(GET_NTH_ARG_IMPL(__VA_ARGS__))
#define GET_NTH_ARG_IMPL(a1, a2, a3, N, ...) N
#define NUM_ARGS(...) GET_NTH_ARG(__VA_ARGS__, 3, 2, 1)
