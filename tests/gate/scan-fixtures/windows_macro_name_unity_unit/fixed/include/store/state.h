#pragma once
#include "store/undefs.h"

struct ReaderState {
    int interface;
};
