#pragma once
#include "guard.h"

struct Manager {
    guard_t lock;
    int sessions = 0;
};
