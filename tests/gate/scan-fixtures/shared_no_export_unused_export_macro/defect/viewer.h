#pragma once
#include "pix.h"

int viewer_open(const char *path);
