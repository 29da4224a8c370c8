// Picks the half of its platform.
#if defined(_WIN32)
#include "Clock_Win.cpp"
#else
#include "Clock_Posix.cpp"
#endif
