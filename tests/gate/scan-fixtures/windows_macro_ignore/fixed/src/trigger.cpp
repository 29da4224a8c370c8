#include "trigger.h"

int apply(TriggerMode mode)
{
    return mode == TriggerMode::ON ? open_link(14550) : 0;
}
