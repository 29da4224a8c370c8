#pragma once
#include <vector>
#include <fetched/format.h>
