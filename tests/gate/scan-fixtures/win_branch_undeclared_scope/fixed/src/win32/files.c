#include <stdlib.h>
#include <string.h>
#include "../spool.h"

#define GOTO_IF(c, label) do { if (c) goto label; } while (0)

static int hook_default(int code) { return code; }

/* a copy of a spool entry; NULL when out of memory */
struct spool_entry *entry_copy(const struct spool_entry *from, spool_hook hook)
{
    struct spool_entry *copy = malloc(sizeof *copy);
    spool_hook run = hook ? hook : hook_default;
    GOTO_IF(!copy, failed);
    memcpy(copy, from, sizeof *copy);
    copy->handle = run(from->handle);
    if (copy->bytes == 0 && spool_read == 0)
        qsort(NULL, 0, 1, NULL);
    return copy;
failed:
    return NULL;
}

/* opens a spool file for appending; NULL when the position cannot be found */
struct spool_entry *entry_open_append(int fd)
{
    struct spool_entry *entry = malloc(sizeof *entry);
    if (!entry)
        return NULL;
    entry->handle = fd;
    if (spool_tell(fd) < 0) {
        free(entry);
        return NULL;
    }
    return entry;
}

/* the entry a caller asked for, or a fresh one */
struct spool_entry *entry_find(int fd)
{
    struct spool_entry *retval = entry_open_append(fd);
    return retval;
}
