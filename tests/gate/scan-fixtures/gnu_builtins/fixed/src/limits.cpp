static thread_local int depth;

long double quiet_nan() { return __builtin_nan(""); }
double huge() { return __builtin_huge_val(); }
int enter() { return ++depth; }
const char *fence_name() { return "__threadfence"; }
