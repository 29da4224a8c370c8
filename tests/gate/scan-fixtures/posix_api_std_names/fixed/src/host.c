#include <stdio.h>
#ifndef _WIN32
#include <getopt.h>
#endif

typedef int (*kestrel_link_fn)(const char *name, void *address);

int kestrel_link_host(kestrel_link_fn link)
{
    int r = link("puts", (void *) puts);
#ifndef _WIN32
    r |= link("getopt", (void *) getopt);
#endif
    return r;
}
