#include <cstdio>
#ifdef _WIN32
#include <windows.h>
#endif

static int run_all(int repeat)
{
    std::printf("running %d\n", repeat);
    return 0;
}

#if defined(_WIN32) && WINAPI_FAMILY == WINAPI_FAMILY_APP
int WINAPI WinMain(HINSTANCE, HINSTANCE, PSTR, int)
{
    run_all(1);
}
#else
int main()
{
    return run_all(1);
}
#endif
