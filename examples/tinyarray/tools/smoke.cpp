// The smoke test: write a small system to a file, load it back at an offset, solve it.
#include "tinyarray/array.h"

#include <cmath>
#include <cstdio>
#include <cstring>

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "tinyarray-smoke.bin";
    // 4 floats of padding, then A = [[2, 0], [0, 1+1i]] and b = [2+2i, 2i]: x = [1+1i, 1+1i].
    const float file_data[16] = {9, 9, 9, 9, 2, 0, 0, 0, 0, 0, 1, 1, 2, 2, 0, 2};
    std::FILE *f = std::fopen(path, "wb");
    if (!f || std::fwrite(file_data, sizeof file_data, 1, f) != 1 || std::fclose(f) != 0) {
        std::fprintf(stderr, "smoke: cannot write %s\n", path);
        return 1;
    }
    ta_array array = {0, nullptr};
    if (ta_array_load(&array, path, 4 * sizeof(float), 12) != 0) {
        std::fprintf(stderr, "smoke: loading %s failed\n", path);
        return 1;
    }
    float x[4];
    int rc = ta_solve2_complex(&array, x);
    ta_array_free(&array);
    std::remove(path);
    for (float value : x)
        if (rc != 0 || std::fabs(value - 1.0f) > 1e-5f) {
            std::fprintf(stderr, "smoke: wrong solution\n");
            return 1;
        }
    if (!std::strstr(tinyarray_preamble(), "ta_square")) {
        std::fprintf(stderr, "smoke: preamble lacks the kernel header\n");
        return 1;
    }
    std::printf("tinyarray smoke OK\n");
    return 0;
}
