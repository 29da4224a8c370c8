#include "os.h"

double hann(int k, int n) { return 0.5 - 0.5 * cos(2.0 * M_PI * k / (n - 1)); }
