#include "gauge.h"

double Gauge::value() const
{
    return level_;
}
