#pragma once
#include "conf/region.hpp"
