#define listcontents(l) ((l)->items)

struct list { const char **items; };

const char **uri_params(struct list *params)
{
    return (const char **)listcontents(params
#ifdef URI_DEBUG
        ->next
#endif
    );
}
