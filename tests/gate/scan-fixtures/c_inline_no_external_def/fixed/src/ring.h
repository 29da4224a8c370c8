#ifndef RING_H
#define RING_H
unsigned ring_next(unsigned at, unsigned size);
unsigned ring_free(unsigned head, unsigned tail, unsigned size);
#endif
