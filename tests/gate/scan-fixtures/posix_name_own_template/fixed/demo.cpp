#include <lanes/widen.h>

int main()
{
    lanes::pack<float, 2> p{{1.0f, 2.0f}};
    return static_cast<int>(lanes::widen(p).v[3]);
}
