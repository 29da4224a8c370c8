#pragma once
#include "export.h"

SHAPES_API double shapes_perimeter(double width, double height);
