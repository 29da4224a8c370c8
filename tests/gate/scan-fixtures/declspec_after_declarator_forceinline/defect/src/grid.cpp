#include "grid/step.hpp"

int grid_walk(int from)
{
    UnitStepper s;
    return s.back(s.step(from));
}
