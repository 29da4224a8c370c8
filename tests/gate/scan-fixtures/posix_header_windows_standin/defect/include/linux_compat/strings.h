/* a header of another platform's compatibility folder */
#pragma once
#include <string.h>
