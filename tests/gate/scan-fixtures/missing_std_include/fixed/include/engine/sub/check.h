#pragma once
#include "../defs.h"
#include "engine/config.h"
