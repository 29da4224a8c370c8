#ifndef RL_PLATFORM_HPP
#define RL_PLATFORM_HPP
/* an undecided first branch; no branch sets the feature, Windows gets the default */
#if defined __VMS
#define RL_NO_FPU 1
#elif defined _WIN32
#define RL_NATIVE_PATHS 1
#endif
/* the default for every system that did not set it */
#ifndef RL_USE_RLIMIT
#define RL_USE_RLIMIT 1
#endif
#endif
