#ifndef QUEUE_LOCK_H
#define QUEUE_LOCK_H
#if defined(QUEUE_os_Windows)
#define QUEUE_WQ_LOCK(q) ((void)(q))
#define QUEUE_WQ_UNLOCK(q) ((void)(q))
#define QUEUE_WQ_LOCK_ASSERT(q)
#else
#define QUEUE_WQ_LOCK(q) queue_mutex_lock(q)
#define QUEUE_WQ_UNLOCK(q) queue_mutex_unlock(q)
#define QUEUE_WQ_LOCK_ASSERT(q) queue_mutex_assert(q)
#endif
#endif
