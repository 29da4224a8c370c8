#include "matrix.h"

#include <string>

std::string Matrix::describe() const { return std::to_string(rows) + " rows"; }
