#ifndef TOOL_REPORT_H
#define TOOL_REPORT_H
int tool_report(char *out, int size, int code);
#endif
