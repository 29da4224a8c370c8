// Part: Core
#if defined(_WIN32)
#include "Clock_WIN32.cpp"
#else
#include "Clock_UNIX.cpp"
#endif
