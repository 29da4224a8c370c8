#include "store/state.h"

int store_state(ReaderState &state)
{
    return state.interface;
}
