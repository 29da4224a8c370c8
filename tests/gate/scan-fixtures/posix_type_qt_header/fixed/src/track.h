#pragma once
/* Qt's global header: its qtypes.h typedefs uint for the units that include this one */
#include <qglobal.h>
#include <vector>

struct track
{
    std::vector<float> points;
};
