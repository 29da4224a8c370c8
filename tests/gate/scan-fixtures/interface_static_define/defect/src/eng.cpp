#include "eng/api.h"

int eng_version(void) { return 7; }
