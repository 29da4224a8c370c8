#include "stdio_compat.h"
