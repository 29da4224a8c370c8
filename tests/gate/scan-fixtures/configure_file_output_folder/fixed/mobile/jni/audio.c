#include <pthread.h>
static pthread_mutex_t audio_lock = PTHREAD_MUTEX_INITIALIZER;
int audio_start(void) { return pthread_mutex_lock(&audio_lock); }
