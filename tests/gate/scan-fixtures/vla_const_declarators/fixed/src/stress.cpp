int run_round(int thread, int *slots, int count);

int stress(int workers)
{
    static const int threads = workers + 1, limit = 25,
                     rounds = 50;
    int total = 0;
    for (int t = 0; t < threads; ++t) {
        int slots[limit];
        total += run_round(t, slots, limit);
    }
    return total;
}
