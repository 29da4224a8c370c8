#pragma once
#include "grid/config.hpp"

struct Stepper {
    virtual ~Stepper() = default;
    virtual int step(int at) const = 0;
};

struct UnitStepper : Stepper {
    int step(int at) const override GRID_HOT { return at + 1; }
    int back(int at) const GRID_HOT { return at - 1; }
};
