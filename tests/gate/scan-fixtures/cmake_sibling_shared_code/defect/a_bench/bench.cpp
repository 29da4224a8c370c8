#include <cstdio>

int main()
{
    std::printf("another library's benchmark\n");
    return 0;
}
