#pragma once
#include <geo/point.h>
#include <vector>

namespace geo {

class Grid
{
public:
    explicit Grid(int size);
    Point at(int i) const;

private:
    std::vector<Point> points_;
};

struct Cursor
{
    int index = 0;
    void next() { ++index; }
};

class Cache
{
public:
    void clear();
};

} // namespace geo
