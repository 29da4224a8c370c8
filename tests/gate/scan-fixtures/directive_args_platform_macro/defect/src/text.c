#include "text.h"

int text_ready(void)
{
    return 1;
}
