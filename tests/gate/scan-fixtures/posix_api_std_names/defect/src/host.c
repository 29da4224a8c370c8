#include <stdio.h>
#include <getopt.h>

typedef int (*kestrel_link_fn)(const char *name, void *address);

int kestrel_link_host(kestrel_link_fn link)
{
    int r = link("puts", (void *) puts);
    r |= link("getopt", (void *) getopt);
    return r;
}
