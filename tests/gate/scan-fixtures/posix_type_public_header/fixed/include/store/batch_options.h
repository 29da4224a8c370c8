#pragma once
#include <cstdint>

namespace store {
struct batch_options {
    // flush after this many bytes; 0 or less: never
    int64_t flush_threshold = 0;
};
}
