#include "core.h"

double shapes_area(double width, double height) { return width * height; }
