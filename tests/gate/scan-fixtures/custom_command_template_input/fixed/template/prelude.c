/* Text the generator writes ahead of every emitted program; compiled by the emitted program's
 * own toolchain, not by this build. */
static unsigned leading_zeros(unsigned x)
{
    return (unsigned)__builtin_clz(x);
}
