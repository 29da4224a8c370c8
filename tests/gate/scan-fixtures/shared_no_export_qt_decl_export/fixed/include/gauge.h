#pragma once
#include "gauges_api.h"

class GAUGES_API Gauge
{
public:
    double value() const;

private:
    double level_ = 0.0;
};
