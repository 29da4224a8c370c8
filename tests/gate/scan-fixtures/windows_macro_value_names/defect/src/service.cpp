#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include "status.h"

int handle(Method method) { return method == GET ? OK : 2; }
