#pragma once
#include <cstdint>

struct SpanView {
    const std::uint8_t *data;
    std::size_t length;
};
