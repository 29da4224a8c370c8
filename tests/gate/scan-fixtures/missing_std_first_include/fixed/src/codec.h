#pragma once
#include <zlib.h>

std::string inflate_all(const std::string& packed);
