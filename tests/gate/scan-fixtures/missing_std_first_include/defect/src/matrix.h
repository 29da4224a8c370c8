#pragma once
#include <cstdint>
#include <memory>

class Matrix {
public:
    std::string describe() const;
    std::uint32_t rows = 0;
    std::unique_ptr<float[]> cells;
};
