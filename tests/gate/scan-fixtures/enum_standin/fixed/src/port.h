#pragma once
#include <io.h>
/* The CRT has the descriptors, not their POSIX names. */
enum { STDIN_FILENO = 0, STDOUT_FILENO = 1, STDERR_FILENO = 2 };
