#include <unistd.h>

struct emu_trap {
    int level;
    pid_t owner;
};
