#define listcontents(l) ((l)->items)

struct list { const char **items; };

#if 0
/* not finished */
const char **uri_fragments(struct list *fragments)
{
    return (const char **)listcontents(fragments;
}
#endif

int uri_has_params(struct list *params)
{
#ifdef URI_DEBUG
    return 1;
#else
    return params != 0;
#endif
}
