/* SPDX-License-Identifier: BSD-3-Clause */
// mlx_consumer: arithmetic, a reduction and a save/load round trip (MLX's file I/O, which the
// series routes through winport's shim) through the installed static MLX.
#include <cstdio>
#include <filesystem>

#include "mlx/mlx.h"

namespace mx = mlx::core;

int main()
{
    mx::array a = mx::array({1.0f, 2.0f, 3.0f, 4.0f}, {2, 2});
    mx::array total = mx::sum(mx::matmul(a, a));
    total.eval();
    const float expected = 7 + 10 + 15 + 22;
    if (total.item<float>() != expected) {
        std::fprintf(stderr, "mlx_consumer: sum(a @ a) is %g, expected %g\n", total.item<float>(), expected);
        return 1;
    }
    const auto path = (std::filesystem::temp_directory_path() / "mlx_consumer_roundtrip.npy").string();
    mx::save(path, a);
    mx::array back = mx::load(path);
    back.eval();
    std::filesystem::remove(path);
    if (!mx::array_equal(back, a).item<bool>()) {
        std::fprintf(stderr, "mlx_consumer: %s did not load back equal\n", path.c_str());
        return 1;
    }
    std::printf("mlx consumer OK: sum(a @ a) = %g, save/load equal\n", total.item<float>());
    return 0;
}
