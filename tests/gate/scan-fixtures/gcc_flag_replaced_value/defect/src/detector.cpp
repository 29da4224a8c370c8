#include <cstdio>
extern "C" int image_width(void);
int main()
{
    std::printf("%d\n", image_width());
    return 0;
}
