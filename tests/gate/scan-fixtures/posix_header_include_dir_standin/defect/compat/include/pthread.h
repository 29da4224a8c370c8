/* A small Windows stand-in for the few pthread names the pool uses. */
#ifndef POOL_COMPAT_PTHREAD_H
#define POOL_COMPAT_PTHREAD_H
typedef struct pthread_mutex { void *slim_lock; } pthread_mutex_t;
int pool_lock_initialised(pthread_mutex_t *m);
#endif
