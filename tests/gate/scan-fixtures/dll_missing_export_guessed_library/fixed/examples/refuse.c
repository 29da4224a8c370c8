#include <stdio.h>
#include "fluxo/fluxo.h"

int main(void)
{
    fluxo_world *w = fluxo_init();
    printf("%d %s\n", fluxo_add(w), fluxo_reason_str(1));
    fluxo_fini(w);
    return 0;
}
