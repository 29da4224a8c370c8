/* SPDX-License-Identifier: BSD-3-Clause */
#include "winport-rust-consumer/src/bridge.h"

#include <stdexcept>
#include <string>

#include "tinyarray/array.h"

rust::Vec<float> solve_from_file(rust::Str path, int64_t offset_floats)
{
    const std::string file(path);
    ta_array array = {0, nullptr};
    if (ta_array_load(&array, file.c_str(), offset_floats * static_cast<int64_t>(sizeof(float)), 12) != 0)
        throw std::runtime_error("tinyarray could not load " + file);
    float x[4];
    const int rc = ta_solve2_complex(&array, x);
    ta_array_free(&array);
    if (rc != 0)
        throw std::runtime_error("LAPACKE could not solve the system (info " + std::to_string(rc) + ")");
    rust::Vec<float> out;
    for (float value : x)
        out.push_back(value);
    return out;
}

bool preamble_mentions(rust::Str name)
{
    return std::string(tinyarray_preamble()).find(std::string(name)) != std::string::npos;
}
