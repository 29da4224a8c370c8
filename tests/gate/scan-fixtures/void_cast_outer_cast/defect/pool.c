struct node { int v; };

struct node *pool_next(unsigned char *chunk, int size)
{
    return (void *)((unsigned char *)chunk) + size;
}
