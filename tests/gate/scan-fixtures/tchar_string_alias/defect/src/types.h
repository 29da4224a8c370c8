#pragma once
#include <string>
typedef std::string Path;
using Name = std::string;
