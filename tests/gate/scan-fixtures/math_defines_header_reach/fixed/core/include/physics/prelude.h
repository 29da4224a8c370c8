#ifndef PHYSICS_PRELUDE_H
#define PHYSICS_PRELUDE_H
#ifdef _WIN32
#define _USE_MATH_DEFINES
#endif
#include <math.h>
#endif
