/* SPDX-License-Identifier: BSD-3-Clause */
/* grow.h: the one way the classifier and the scan grow their arrays. */
#ifndef WINPORT_GATE_GROW_H
#define WINPORT_GATE_GROW_H

#include <stdlib.h>

/* Room for `needed` elements of `element` bytes: returns the array, moved if it had to grow
 * (capacity doubles, from 16), or NULL when memory runs out, leaving the array and *capacity
 * as they were (the caller decides whether that ends the process or marks its run failed). */
static inline void *wg_grow(void *array, size_t *capacity, size_t needed, size_t element)
{
    if (needed <= *capacity)
        return array;
    size_t next = *capacity ? *capacity * 2 : 16;
    while (next < needed)
        next *= 2;
    void *bigger = realloc(array, next * element);
    if (bigger)
        *capacity = next;
    return bigger;
}

#endif
