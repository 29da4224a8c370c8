#include <stdio.h>
#ifdef _WIN32
#include <windows.h>
#else
static int term_rows = 0;
static int term_cols = 0;
#endif
static int term_ticks = 0;

void term_note_size(int rows, int cols)
{
    term_rows = rows;
    term_cols = cols;
    term_ticks++;
}

int term_size(int *rows, int *cols)
{
#ifndef _WIN32
    *rows = term_rows;
#endif
    *cols = term_ticks;
    return 0;
}
