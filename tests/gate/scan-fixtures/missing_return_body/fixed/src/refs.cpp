#include "refs.h"

int Counter::checked(int x) const
{
    if (x < 0)
        throw Error();
    return x;
}

#define PickLargest(a, b) return (a) > (b) ? (a) : (b)

template <typename T>
std::enable_if_t<std::is_integral<T>::value> bump(T &value)
{
    ++value;
}

int largest(int a, int b)
{
    PickLargest(a, b);
}

Counter::
    Counter(int start)
{
    count_ = start;
}

int brace_count(const wchar_t *text)
{
    int depth = 0;
    for (; *text; ++text)
        depth += *text == L'}' ? -1 : *text == L'\\' ? 0 : 1;
    return depth;
}

#define NOT_IMPLEMENTED throw Error()
#define LIKELY(x) (x)

enum Status { status_ok, status_failed };

static enum Status create(int *out)
{
    if LIKELY (out != nullptr) {
        *out = 1;
    }
    return status_ok;
}

double unported()
{
    NOT_IMPLEMENTED;
}

bool arch_supported()
{
#if defined(ENGINE_ARCH_ONE) || \
    defined(ENGINE_ARCH_TWO)
    return true;
#elif defined(ENGINE_ARCH_THREE)
    return false;
#endif
}

#define engine_constexpr constexpr

struct Region {
    int width;
    engine_constexpr Region(int a, int b) : width(0) {
        width = a * b;
    }
};

Counter:: ~ Counter()
{
    count_ = 0;
}

int area(std::initializer_list<std::initializer_list<int>> rows);

struct Matcher : Region {
    explicit Matcher(int n)
        : Region(area({{n, 1}}), 1), limit_(n) {
        for (int i = 0; i < n; ++i)
            width += i;
    }
    int limit_;
};

#define ENGINE_ALIGN(n) alignas(n)

typedef struct ENGINE_ALIGN(8) PARAMETER_S {
    struct { long type; } header;
    union { long value; void *pointer; } arg;
} Parameter;

template <typename T>
inline T decode_generic(const char *)
{
    static_assert(sizeof(T) == 0, "no specialization for this type");
}

template <typename T>
struct Intersector {
    static bool occluded(T &ray)
    {
        ray.test();
    }
};
