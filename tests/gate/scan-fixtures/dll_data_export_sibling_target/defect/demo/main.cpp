#include "tally/tally.h"

int main()
{
    tally::Counter::bump();
    return tally::Counter::read() == 1 ? 0 : 1;
}
