/* the cases a test includes */
#define ushort unsigned short
static ushort cases_total(void) { return 3; }
