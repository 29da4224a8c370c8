// mlx_smoke: array operations, a matmul and a safetensors round trip through the ported MLX, on
// the GPU when MLX was built with a GPU backend. Every result is checked against a value computed
// independently (closed form, or the CPU device); exit 0 only if all checks pass.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "mlx/mlx.h"

namespace mx = mlx::core;

static int failures = 0;

static void check(bool ok, const char* what) {
  std::printf("%-58s %s\n", what, ok ? "ok" : "FAILED");
  if (!ok) {
    ++failures;
  }
}

int main(int argc, char** argv) {
  const bool gpu = mx::is_available(mx::Device::gpu);
  std::printf("GPU available: %s\n", gpu ? "yes" : "no");
  if (argc > 1 && std::string(argv[1]) == "--require-gpu" && !gpu) {
    std::printf("FAILED: --require-gpu, but MLX has no GPU device\n");
    return 1;
  }
  const mx::Device device = gpu ? mx::Device::gpu : mx::Device::cpu;
  mx::set_default_device(device);

  // Array operations: (0..11) reshaped 3x4, times 2, plus 1; the sum is 2*66 + 12 = 144.
  auto a = mx::reshape(mx::arange(0, 12, mx::float32), {3, 4});
  auto b = mx::add(mx::multiply(a, mx::array(2.0f)), mx::array(1.0f));
  check(mx::sum(b).item<float>() == 144.0f, "elementwise ops and reduction (sum = 144)");

  // Small matmul against its closed form: row i of a @ ones(4,2) is 16*i + 6 in both columns.
  auto c = mx::matmul(a, mx::ones({4, 2}));
  mx::eval(c);
  bool rows_ok = true;
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 2; ++j) {
      rows_ok = rows_ok && c.data<float>()[i * 2 + j] == 16.0f * i + 6.0f;
    }
  }
  check(rows_ok, "matmul 3x4 @ 4x2 equals its closed form");

  // Large matmul on the default device against the same product on the CPU.
  auto key = mx::random::key(7);
  auto [x_key, y_key] = mx::random::split(key);
  auto x = mx::random::normal({512, 384}, 0.0f, 1.0f, x_key, mx::Device::cpu);
  auto y = mx::random::normal({384, 256}, 0.0f, 1.0f, y_key, mx::Device::cpu);
  auto on_device = mx::matmul(x, y, device);
  auto on_cpu = mx::matmul(x, y, mx::Device::cpu);
  auto max_diff = mx::max(mx::abs(mx::subtract(on_device, on_cpu, mx::Device::cpu), mx::Device::cpu),
                          mx::Device::cpu).item<float>();
  std::printf("max |device - cpu| over 512x256 (k = 384): %.3g\n", max_diff);
  // TF32 tensor cores may be used on the GPU: allow their ~1e-3 relative error over k = 384.
  check(max_diff < 5e-2f, "matmul 512x384 @ 384x256 matches the CPU");

  // safetensors: save, load back, then compute with the loaded array on the device.
  const std::string path = "mlx_smoke.safetensors";
  mx::save_safetensors(path, {{"weight", y}, {"bias", mx::arange(0, 256, mx::float32)}},
                       {{"producer", "winport mlx_smoke"}});
  auto [arrays, metadata] = mx::load_safetensors(path);
  check(metadata.at("producer") == "winport mlx_smoke", "safetensors metadata round trip");
  check(mx::array_equal(arrays.at("weight"), y, false, mx::Device::cpu).item<bool>(),
        "safetensors weight round trip (bit-exact)");
  auto loaded_product = mx::matmul(x, arrays.at("weight"), device);
  auto biased = mx::add(loaded_product, arrays.at("bias"), device);
  auto expect = mx::add(on_device, mx::arange(0, 256, mx::float32), device);
  check(mx::array_equal(biased, expect, false, device).item<bool>(),
        "matmul with the loaded weight equals the original's");
  std::remove(path.c_str());

  std::printf("mlx_smoke: %s on %s\n", failures == 0 ? "PASS" : "FAIL", gpu ? "GPU" : "CPU");
  return failures == 0 ? 0 : 1;
}
