#pragma once
#define DECL_FUNC0(R, Name) R Name();
#define DECL_FUNC1(R, Name, T1, n1) R Name(T1 n1);
#define DECL_FUNC_SELECTOR(R, Name, T1, n1, NAME, ...) NAME
#define DECL_FUNC(...) DECL_FUNC_SELECTOR(__VA_ARGS__, DECL_FUNC1, Misdefined, DECL_FUNC0)(__VA_ARGS__)
