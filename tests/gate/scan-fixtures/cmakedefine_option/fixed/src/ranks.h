#pragma once
#include <numeric>
#include <vector>
