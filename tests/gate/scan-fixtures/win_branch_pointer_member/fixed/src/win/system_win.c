#include "system.h"

static SYSTEM_DRIVER *win_get_display_driver(void) { return 0; }
static void win_rest_seconds(double seconds) { (void)seconds; }

void system_win_fill(SYSTEM_INTERFACE *vt)
{
   vt->get_display_driver = win_get_display_driver;
   vt->rest_seconds = win_rest_seconds;
}
