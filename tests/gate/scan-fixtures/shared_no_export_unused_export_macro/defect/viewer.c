#include "viewer.h"

int viewer_open(const char *path) { return path != 0 && pix_width(path) > 0; }
