#include <pthread.h>

static void *work(void *arg) { return arg; }

int start_worker()
{
    pthread_t t;
    return pthread_create(&t, nullptr, work, nullptr);
}
