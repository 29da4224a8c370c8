#include <dlfcn.h>

int main(void)
{
    void *h = dlopen("missing.so", RTLD_NOW);
    return h ? 0 : 1;
}
