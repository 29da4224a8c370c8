#pragma once
#include <windows.h>

class View {
public:
    void set_range(float near, float far) { span = far - near; }
    float depth(float near,
                float far) const { return far - near; }
private:
    float span = 0;
};
