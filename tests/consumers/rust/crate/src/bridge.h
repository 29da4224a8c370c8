/* SPDX-License-Identifier: BSD-3-Clause */
// The engine's C API, wrapped for Rust: errors become exceptions, which cxx turns into Err.
#pragma once
#include <cstdint>

#include "rust/cxx.h"

rust::Vec<float> solve_from_file(rust::Str path, int64_t offset_floats);
bool preamble_mentions(rust::Str name);
