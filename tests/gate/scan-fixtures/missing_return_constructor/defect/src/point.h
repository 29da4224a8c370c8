#pragma once

#define geo_inline inline

template <typename T>
struct Extent
{
    T w, h;
};

template <typename T>
geo_inline Extent<T> empty_extent() {}

template <typename T>
struct Rect
{
    T x, y;
    Rect(const Rect &other) :
        Extent<T, T&, const T&>(other) { }
};
