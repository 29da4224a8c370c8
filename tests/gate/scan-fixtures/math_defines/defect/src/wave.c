#include <math.h>
#ifndef M_SQRT2
#define M_SQRT2 1.41421356237309504880
#endif

double wave_peak(double rms) { return rms * M_SQRT2; }
double wave_e(void) { return M_E; }
