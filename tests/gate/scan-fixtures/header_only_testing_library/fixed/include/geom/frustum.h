#pragma once

namespace geom {
struct frustum {
    float near_plane;
    float far_plane;
};

inline float depth(const frustum &f) { return f.far_plane - f.near_plane; }
}
