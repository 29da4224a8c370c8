#ifndef ENGINE_CONFIG_H
#define ENGINE_CONFIG_H

#include <portconfig.h>

#ifndef ENGINE_NORETURN
#define ENGINE_NORETURN __attribute__((noreturn))
#endif

#endif
