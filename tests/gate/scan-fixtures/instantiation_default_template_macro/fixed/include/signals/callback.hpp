#pragma once
#include <utility>
#include "signals/concepts.hpp"

template <typename F>
class callback
{
public:
    template(typename T = F)
        (requires std::is_convertible_v<T, F>)
    explicit callback(T &&fn) : fn_(std::forward<T>(fn)) {}

private:
    F fn_;
};
