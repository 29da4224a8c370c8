#pragma once

#define geo_inline inline

template <typename T>
struct Extent
{
    T w, h;
    geo_inline Extent() {}
};

template <typename T>
struct Rect
{
    T x, y;
    Rect(const Rect &other) :
        Base<T, T&, const T&>(other) { }
};
