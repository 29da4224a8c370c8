#include <stddef.h>

static const char *const default_name = "plain";
static const char *const fallback_name = default_name;
static const char names_prefix[] = "n-";
static const char *const prefix_alias = names_prefix;

struct entry {
    const char *name;
    int weight;
};

static const struct entry entries[] = {
    {"first", 1},
    {default_name, 2},
    {NULL, 0}
};

const char *names_lookup(int weight)
{
    const char *local = default_name;
    for (size_t i = 0; entries[i].name; ++i)
        if (entries[i].weight == weight)
            return entries[i].name;
    return weight < 0 ? prefix_alias : weight == 0 ? fallback_name : local;
}

/* A const object's address through a macro is a constant (igraph's "#define addr(a) (&a)"). */
#define address_of(a) (&a)
static const int names_seed = 7;
struct seed_ref {
    const int *seed;
};
static const struct seed_ref names_seed_refs[] = {
    {address_of(names_seed)},
};
