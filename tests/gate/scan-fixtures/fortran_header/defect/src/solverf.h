#pragma once
/* The solver's flags for C++ users */
inline bool solver_both(bool a, bool b) { return a and b; }
