#pragma once
#include <functional>

#if __cplusplus < 201103L
struct AboveLimit : public std::unary_function<double, bool> {
#else
struct AboveLimit {
#endif
    explicit AboveLimit(double limit) : limit_(limit) {}
    bool operator()(double x) const { return x > limit_; }
    double limit_;
};
