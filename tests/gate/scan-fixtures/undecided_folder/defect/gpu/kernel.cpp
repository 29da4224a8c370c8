#include <unistd.h>
#include "kernel.h"

int launch() { return kernel_width(); }
