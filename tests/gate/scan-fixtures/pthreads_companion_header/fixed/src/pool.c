#include <pthread.h>
#include <sched.h>

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static int pool_jobs;

void pool_add(void)
{
    pthread_mutex_lock(&pool_lock);
    ++pool_jobs;
    pthread_mutex_unlock(&pool_lock);
}
