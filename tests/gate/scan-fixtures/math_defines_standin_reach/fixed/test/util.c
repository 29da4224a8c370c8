#include <math.h>
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

double tone(int k) { return sin(2.0 * k * M_PI / 32.0); }
