#include <boost/config.hpp>

#if defined(BOOST_WINDOWS)
#include <windows.h>
unsigned long current_pid() { return GetCurrentProcessId(); }
#else
#include <unistd.h>
unsigned long current_pid() { return (unsigned long)getpid(); }
#endif
