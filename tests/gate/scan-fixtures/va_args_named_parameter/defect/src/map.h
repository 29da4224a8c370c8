#pragma once
#define CAT(a, b) CAT_(a, b)
#define CAT_(a, b) a##b
#define COUNT(...) COUNT_(__VA_ARGS__, 3, 2, 1)
#define COUNT_(...) PICK(__VA_ARGS__)
#define PICK(a1, a2, a3, N, ...) N
#define EACH1(f, x) f(x)
#define EACH2(f, x, ...) f(x) EACH1(f, __VA_ARGS__)
#define EACH3(f, x, ...) f(x) EACH2(f, __VA_ARGS__)
#define EACH(f, ...) CAT(EACH, COUNT(__VA_ARGS__))(f, __VA_ARGS__)
#define REGISTER_(name, line) static int registered_##name##line = 0;
#define REGISTER(...) REGISTER_(__VA_ARGS__)
#define LOG_IMPL(level, fmt, ...) log_line(level, fmt, __VA_ARGS__)
#define LOG(...) LOG_IMPL(1, __VA_ARGS__, 0)
