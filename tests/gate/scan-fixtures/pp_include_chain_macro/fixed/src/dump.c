#include <stdio.h>
#include <tally/tally.h>

#ifdef TALLY_LEGACY_DUMP
#include <sys/uio.h>
#endif
#ifdef TALLY_DUMP_TO_FD
#include <unistd.h>
#endif
#ifdef TALLY_HAVE_MMAP
#include <sys/mman.h>
#endif

int tally_dump(const unsigned *bins, size_t count)
{
    for (size_t i = 0; i < count; ++i)
        printf("%zu %u\n", i, bins[i]);
    return 0;
}
