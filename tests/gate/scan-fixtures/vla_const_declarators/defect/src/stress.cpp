int run_round(int thread, int *slots, int count);

int stress(int workers)
{
    static const int threads = workers + 1;
    int limit = 25;
    int total = 0;
    for (int t = 0; t < threads; ++t) {
        int slots[limit];
        total += run_round(t, slots, limit);
    }
    return total;
}
