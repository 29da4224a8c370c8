int kem_weight(unsigned long long w)
{
    return __builtin_popcountll(w);
}
