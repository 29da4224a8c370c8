#include <stdlib.h>
#include "fluxo/fluxo.h"

struct fluxo_world {
    int count, stack;
};

fluxo_world *fluxo_init(void) { return calloc(1, sizeof(fluxo_world)); }
void fluxo_fini(fluxo_world *w) { free(w); }
void fluxo_stack_reset(fluxo_world *w) { w->stack = 0; }
int fluxo_progress(fluxo_world *w, double dt) { fluxo_stack_reset(w); return dt > 0; }
int fluxo_count(const fluxo_world *w) { return w->count; }
int fluxo_add(fluxo_world *w) { return ++w->count; }
void fluxo_remove(fluxo_world *w, int id) { w->count -= id > 0; }
const char *fluxo_reason_str(int reason) { return reason ? "refused" : "none"; }
