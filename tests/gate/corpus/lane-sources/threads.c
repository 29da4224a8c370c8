#include <pthread.h>
static void *work(void *p) { return p; }
int start(void) { pthread_t t; return pthread_create(&t, 0, work, 0); }
