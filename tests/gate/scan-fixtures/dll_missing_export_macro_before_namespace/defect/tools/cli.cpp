#include "vault/store.h"
#include <cstdio>

int main(int argc, char **argv)
{
    if (argc < 2 || !vault::store::open(argv[1]))
        return 1;
    std::printf("%zu entries\n", vault::store::count());
    vault::store::close();
    return 0;
}
