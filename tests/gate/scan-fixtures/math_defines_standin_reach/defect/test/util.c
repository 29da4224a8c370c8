#include <math.h>

double tone(int k) { return sin(2.0 * k * M_PI / 32.0); }
