#pragma once
#include "export.h"

SHAPES_API double shapes_area(double width, double height);
