#pragma once

double shapes_perimeter(double width, double height);
