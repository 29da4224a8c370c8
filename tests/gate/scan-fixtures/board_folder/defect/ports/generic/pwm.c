#include <stdint.h>

void pwm_set_level(uint slice, uint16_t level)
{
    (void)slice;
    (void)level;
}
