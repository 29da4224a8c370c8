#include "shared.h"
int host_entry(unsigned *w) { return (int)shared_load(w); }
