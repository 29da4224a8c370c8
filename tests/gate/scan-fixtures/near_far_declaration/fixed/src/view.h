#pragma once
#include <windows.h>

class View {
public:
    virtual ~View() = default;
    virtual void set_range(float near, float far) = 0;
    float depth(float near,
                float far) const;
};
