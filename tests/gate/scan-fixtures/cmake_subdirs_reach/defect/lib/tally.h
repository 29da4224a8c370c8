#ifndef TALLY_H
#define TALLY_H
int tally_add(int a, int b);
int tally_old_add(int a, int b)
    __attribute__((deprecated("use tally_add")));
#endif
