#include "openblas_config.h"
int answer() { return 42; }
