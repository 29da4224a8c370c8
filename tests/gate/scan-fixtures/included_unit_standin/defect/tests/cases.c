/* the cases a test includes */
static unsigned short cases_total(void) { return 3; }
