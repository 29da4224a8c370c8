#pragma once
#include "grid/config.hpp"

struct Stepper {
    virtual ~Stepper() = default;
    virtual int step(int at) const = 0;
};

struct UnitStepper : Stepper {
    GRID_HOT int step(int at) const override { return at + 1; }
    GRID_HOT int back(int at) const { return at - 1; }
};
