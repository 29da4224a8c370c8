struct node { int v; };

struct node *pool_next(unsigned char *chunk, int size)
{
    struct node *first = (struct node *)(void *)((unsigned char *)chunk) + 1;
    return (struct node *)(void *)((char *)(void *)chunk + size) + (first != 0);
}
