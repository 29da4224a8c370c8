#pragma once
#include "pixconf.h"

PIX_API int pix_width(const void *image);
