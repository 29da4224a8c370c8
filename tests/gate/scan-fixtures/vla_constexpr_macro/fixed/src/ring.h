#ifndef RING_H
#define RING_H
#if defined(__cpp_constexpr)
#define RING_CONSTEXPR constexpr
#else
#define RING_CONSTEXPR const
#endif

class ring {
public:
    static RING_CONSTEXPR int len = 16;
    int put(char c);

private:
    int head = 0;
    union {
        char buf[len];
        long align;
    };
};
#endif
