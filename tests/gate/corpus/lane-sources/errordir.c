#ifndef __unix__
#error this file needs a POSIX system (unistd.h, fork)
#endif
int x;
