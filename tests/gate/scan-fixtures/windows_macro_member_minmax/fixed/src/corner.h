#pragma once

struct Corner {
    float x = 0, y = 0, min_x = 0;
    void min(const Corner &o) { x = x < o.x ? x : o.x; y = y < o.y ? y : o.y; }
    void max(const Corner &o) { x = x > o.x ? x : o.x; y = y > o.y ? y : o.y; }
};
