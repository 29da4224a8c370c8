#pragma once

namespace geom {
struct frustum {
    float near;
    float far;
};

inline float depth(const frustum &f) { return f.far - f.near; }
}
