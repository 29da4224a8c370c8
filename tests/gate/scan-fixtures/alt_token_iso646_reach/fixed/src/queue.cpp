#include "queue.h"

bool ready(bool queued, bool failed)
{
    return queued && !failed;
}
