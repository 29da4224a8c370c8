#include "meter/meter.h"

static int level, peak;

int METER_CALL meter_open(void)
{
    level = 0;
    return 0;
}

int METER_CALL meter_read(void)
{
    return level;
}

void METER_CALL meter_close(void)
{
    level = -1;
}

void METER_CALL meter_reset(void)
{
    level = peak = 0;
}

int METER_CALL meter_peak(void)
{
    return peak;
}
