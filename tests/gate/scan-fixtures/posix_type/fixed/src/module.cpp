#include <pybind11/pybind11.h>
#include <llvm-c/DataTypes.h>
ssize_t length(pybind11::object o) { return (ssize_t)pybind11::len(o); }
