#include "tally/tally.h"

int plugin_entry()
{
    tally::bump();
    return tally::read();
}
