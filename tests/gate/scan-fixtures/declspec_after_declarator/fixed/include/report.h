#ifndef REPORT_H
#define REPORT_H
#include "attrs.h"
WD_NORETURN void report_fatal(const char *why);
int report_count(void);
#endif
