#ifndef ENGINE_H
#define ENGINE_H
#include <stddef.h>
#define ENGINE_FOR_EACH(item, list) for (struct engine_item *item = (list); item; item = item->next)
struct engine_item {
    struct engine_item *next;
    int value;
};
enum engine_mode { engine_mode_fast, engine_mode_safe };
extern int engine_verbose;
void engine_read_random(unsigned char *out, size_t size);
int engine_mtu(const char *name);
int engine_sum(struct engine_item *list);
#endif
