#include <atomic>

#if ATOMIC_POINTER_LOCK_FREE < 2
#warning the spinlock below assumes lock-free atomic pointers
#endif

#warning spin_lock still lacks a back-off

static std::atomic<void *> owner{nullptr};

bool spin_try_lock(void *self)
{
    void *expected = nullptr;
    return owner.compare_exchange_strong(expected, self);
}
