#include <stdio.h>
#include <sys/ioctl.h>

typedef int (*kestrel_link_fn)(const char *name, void *address);

int kestrel_link_host(kestrel_link_fn link)
{
    int r = link("puts", (void *) puts);
    r |= link("ioctl", (void *) ioctl);
    return r;
}
