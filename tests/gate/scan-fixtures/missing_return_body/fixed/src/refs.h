#pragma once
#include <cassert>
#include <stdexcept>
#include <type_traits>

struct Error : std::runtime_error {
    Error() : std::runtime_error("counter") {}
};

#define REFS_FAIL(message) throw Error()

class Counter {
public:
    Counter() : count_(0) {}
    explicit Counter(int start);
    ~Counter();
    int checked(int x) const;

    bool shared() const
    {
#if defined(_MSC_VER)
        return (count_ > 1);
#else
        return __atomic_load_n(&count_, __ATOMIC_ACQUIRE) > 1;
#endif
    }

    template <typename U>
    static long weight(const U &)
    {
        // never called for this U: the traits rule it out
        assert(false);
        return 0;
    }

    int unsupported() const
    {
        REFS_FAIL("unsupported");
    }

    int spin() const
    {
        for (;;) {
        }
    }

    template <typename T>
    typename std::enable_if<std::is_integral<T>::value, void>::type
    store(T value)
    {
        count_ = static_cast<long>(value);
    }

private:
    long count_;
};
