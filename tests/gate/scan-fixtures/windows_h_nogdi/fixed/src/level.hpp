#pragma once
#include "platform.h"

enum class Level { ERROR, WARNING, NOTE };
