unsigned common_rotate(unsigned x)
{
    return (x << 1) | (x >> 31);
}
