#pragma once
#include <solver/config.hh>
#include <vector>

namespace solver {
class SOLVER_DLLAPI Solver
{
public:
    double step(const std::vector<double> &x);
};
}
