#pragma once
#include <stdexcept>
