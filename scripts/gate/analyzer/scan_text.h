/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_text.h: the character tests the scan's files share, defined once. Not part of the tool's
 * interface. */
#ifndef WINPORT_GATE_SCAN_TEXT_H
#define WINPORT_GATE_SCAN_TEXT_H

#include <ctype.h>
#include <stddef.h>
#include <string.h>

/* A character of a C identifier (or of a number: callers look at the first one). */
static inline int is_name(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* Past the spaces and tabs at p (not past a line's end). */
static inline const char *skip_blank(const char *p)
{
    while (*p == ' ' || *p == '\t')
        ++p;
    return p;
}

/* Whether the n characters at p are upper case with at least two letters (a macro's spelling). */
static inline int all_caps(const char *p, size_t n)
{
    int letters = 0;
    for (size_t i = 0; i < n; ++i) {
        if (islower((unsigned char)p[i]))
            return 0;
        letters += isupper((unsigned char)p[i]) != 0;
    }
    return letters >= 2;
}

/* The name that ends at p, over the blanks before p ("FOO (" from its '('), within [begin, p): its
 * start, and its length in *n (0 where none). */
static inline const char *name_before_blanks(const char *begin, const char *p, size_t *n)
{
    const char *e = p;
    while (e > begin && (e[-1] == ' ' || e[-1] == '\t'))
        --e;
    const char *b = e;
    while (b > begin && is_name(b[-1]))
        --b;
    *n = (size_t)(e - b);
    return b;
}

/* Whether the n characters at w are one of the words of a NULL-ended list. */
static inline int word_in_list(const char *w, size_t n, const char *const *list)
{
    for (size_t k = 0; list[k]; ++k)
        if (strlen(list[k]) == n && strncmp(list[k], w, n) == 0)
            return 1;
    return 0;
}

#endif
