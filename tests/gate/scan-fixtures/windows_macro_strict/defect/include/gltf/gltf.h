#pragma once
#include "loader.h"
