#include "zipper.h"

int zipper_level(const char *path) { return path ? 6 : 0; }
