#include "roles.h"
#include "slots.h"

int first_texture(const int *ids)
{
    int slots[engNROLE];
    int spare[engNSLOT];
    for (int i = 0; i < engNROLE; ++i)
        slots[i] = ids[i];
    spare[0] = slots[0];
    return spare[0];
}
