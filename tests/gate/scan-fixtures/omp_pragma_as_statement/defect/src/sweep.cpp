void sweep(double *x, const int *level_start, int levels)
{
#pragma omp parallel
    {
        for (int level = 0; level < levels; ++level) {
#pragma omp for
            for (int i = level_start[level]; i < level_start[level + 1]; ++i)
                x[i] *= 0.5;
            // every thread waits for the level before the next one
#pragma omp barrier
        }
#pragma omp barrier
        x[0] += 1.0;
        if (levels > 1) {
            x[1] = 0.0;
        } else {
            x[1] = 1.0;
#pragma omp barrier
        }
    }
}
