int main(void)
{
    return __builtin_clz(1u) > 0 ? 0 : 1;
}
