#pragma once
#include "link.h"

enum class TriggerMode {
    IGNORE = -1,
    OFF = 0,
    ON = 1,
};

int apply(TriggerMode mode);
