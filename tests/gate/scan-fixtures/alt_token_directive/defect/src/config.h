#ifndef ENGINE_CONFIG_H
#define ENGINE_CONFIG_H
#define ENGINE_THREADS 2
#define ENGINE_QUEUE 1
#if not defined(ENGINE_NO_POOL)
#define ENGINE_POOL 1
#endif
#if (ENGINE_THREADS == 4) and (ENGINE_QUEUE == 1)
#define ENGINE_SHARED_QUEUE 1
#elif (ENGINE_THREADS > 2) or defined(ENGINE_MANY)
#define ENGINE_SHARED_QUEUE 0
#endif
#ifdef and_more
#endif
#endif
