#ifndef CAPTURE_H
#define CAPTURE_H
int capture_open(void);
#endif
