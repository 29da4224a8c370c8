#ifndef ACME_IO_PIPE_H
#define ACME_IO_PIPE_H
int acme_pipe_open(void);
#endif
