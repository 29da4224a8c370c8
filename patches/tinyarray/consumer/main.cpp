/* SPDX-License-Identifier: BSD-3-Clause */
// tinyarray_consumer: a file load (winport's I/O inside the static library) and a complex solve
// (LAPACKE), through the installed package.
#include <tinyarray/array.h>

#include <cmath>
#include <cstdio>

int main()
{
    // A = [[1, 0], [0, 2]] and b = [3, 4i]: x = [3, 2i].
    const float data[12] = {1, 0, 0, 0, 0, 0, 2, 0, 3, 0, 0, 4};
    const char *path = "tinyarray-consumer.bin";
    std::FILE *f = std::fopen(path, "wb");
    if (!f || std::fwrite(data, sizeof data, 1, f) != 1 || std::fclose(f) != 0)
        return 1;
    ta_array array = {0, nullptr};
    if (ta_array_load(&array, path, 0, 12) != 0)
        return 1;
    float x[4];
    int rc = ta_solve2_complex(&array, x);
    ta_array_free(&array);
    std::remove(path);
    const float expected[4] = {3, 0, 0, 2};
    for (int i = 0; i < 4; ++i)
        if (rc != 0 || std::fabs(x[i] - expected[i]) > 1e-5f) {
            std::fprintf(stderr, "tinyarray_consumer: wrong solution\n");
            return 1;
        }
    std::printf("tinyarray consumer OK\n");
    return 0;
}
