#include "track.h"

unsigned track_length(const track &t)
{
    uint n = 0;
    for (uint i = 0; i < t.points.size(); ++i)
        ++n;
    return n;
}
