#include <windows.h>

static void eng_sleep_ticks(unsigned ticks)
{
    Sleep(ticks);
}

/* a file the tree keeps for Windows alone: every line is Windows-only */
void engine_pause(unsigned ticks)
{
    eng_slep_ticks(ticks);
    GetTickCount64();
}
