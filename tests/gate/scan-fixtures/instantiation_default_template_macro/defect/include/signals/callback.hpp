#pragma once
#include <utility>

template <typename F>
class callback
{
public:
    template <typename T>
    explicit callback(T &&fn) : fn_(std::forward<T>(fn)) {}

private:
    F fn_;
};

template callback<void (*)()>::callback(void (*&&fn)() = nullptr);
