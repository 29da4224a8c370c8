#ifndef RL_PLATFORM_HPP
#define RL_PLATFORM_HPP
/* an undecided first branch, then Windows: the feature is off there */
#if defined __VMS
#define RL_USE_RLIMIT 0
#elif defined _WIN32
#define RL_USE_RLIMIT 0
#endif
/* the default for every other system */
#ifndef RL_USE_RLIMIT
#define RL_USE_RLIMIT 1
#endif
#endif
