/* KERNEL_NAME comes from the build (KERNEL_NAME=scale_kernel): a function's name, not a
 * macro invocation, so the directive sits in a parameter list, which cl.exe accepts. */
int KERNEL_NAME(int n, int *x
#ifdef WITH_STRIDE
                , int stride
#endif
)
{
    return n + x[0];
}
