#include "ring.h"

int ring::put(char c)
{
    buf[head % 16] = c;
    return ++head;
}
