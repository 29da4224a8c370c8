#include <pthread.h>

static pthread_mutex_t pool_lock;

int pool_ready(void)
{
    return pool_lock_initialised(&pool_lock);
}
