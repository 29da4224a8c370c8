/* the POWER kernel: rounds with its own instruction */
int engine_blend_power(int a)
{
    __asm__("" : "+r"(a));
    return a;
}
