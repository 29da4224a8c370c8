#ifndef REPORT_H
#define REPORT_H
#include "attrs.h"
void report_fatal(const char *why) WD_NORETURN;
int report_count(void);
#endif
