#include <cstddef>

template <typename... Ts>
int visit_count(int n)
{
    switch (n) {
    case sizeof...(Ts):
        return 1;
    case 100 ... 199:
        return 2;
    default:
        return 0;
    }
}

int visit_three(void) { return visit_count<int, char, long>(3); }
