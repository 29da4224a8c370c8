/* SPDX-License-Identifier: BSD-3-Clause */
// mlx_smoke: array operations, a matmul and a safetensors round trip through the ported MLX, on
// the GPU when MLX was built with a GPU backend. Every result is checked against a value computed
// independently (closed form, or the CPU device); exit 0 only if all checks pass.
//   mlx_smoke [--require-gpu] [--no-large]
// --no-large skips the > 4 GiB safetensors round trip (it also skips itself when the temporary
// folder lacks the disk space or the host the memory).
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
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

// Element-wise chain that MLX fuses into one Compiled primitive: on the GPU its kernel is generated
// and compiled at run time through NVRTC with the CCCL headers (B16).
static std::vector<mx::array> fused(const std::vector<mx::array>& in) {
  const auto& x = in[0];
  const auto& y = in[1];
  return {mx::subtract(mx::add(mx::multiply(mx::exp(x), y), mx::sin(x)), mx::multiply(y, y))};
}

static bool cpu_equal(const mx::array& a, const mx::array& b) {
  return mx::array_equal(a, b, false, mx::Device::cpu).item<bool>();
}

// B4: a safetensors file over 4 GiB (a tensor that crosses the 4 GiB offset, and one placed past
// it) written and read back bit-exact. 32-bit offsets or sizes would corrupt or refuse it.
static void large_safetensors() {
  const int64_t rows = 9, cols = int64_t(1) << 27;  // 9 x 128 Mi uint32 = 4.5 GiB
  const uint64_t bytes = uint64_t(rows * cols) * 4;
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path dir = fs::temp_directory_path(ec);
  const auto space = fs::space(dir, ec);
  if (ec || space.available < bytes + (uint64_t(1) << 30)) {
    std::printf("%-58s %s\n", "safetensors > 4 GiB round trip", "SKIPPED (disk space)");
    return;
  }
  auto* data = static_cast<uint32_t*>(std::malloc(bytes));
  if (data == nullptr) {
    std::printf("%-58s %s\n", "safetensors > 4 GiB round trip", "SKIPPED (memory)");
    return;
  }
  uint32_t state = 2463534242u;  // xorshift32: every word differs, no page is constant
  for (int64_t i = 0; i < rows * cols; ++i) {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    data[i] = state;
  }
  mx::array big(data, {int(rows), int(cols)}, mx::uint32, [](void* p) { std::free(p); });
  auto tail = mx::arange(0, 1000, mx::int32);
  const fs::path path = dir / ("mlx_smoke_large_" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) + ".safetensors");
  const auto t0 = std::chrono::steady_clock::now();
  bool ok = false;
  try {
    mx::save_safetensors(path.string(), {{"big", big}, {"tail", tail}});
    const auto size = fs::file_size(path);
    auto [loaded, meta] = mx::load_safetensors(path.string(), mx::Device::cpu);
    ok = size > (uint64_t(4) << 30) && cpu_equal(loaded.at("big"), big) &&
        cpu_equal(loaded.at("tail"), tail);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("safetensors file of %.2f GiB written and read back in %.1f s\n",
                double(size) / double(uint64_t(1) << 30), s);
  } catch (const std::exception& e) {
    std::printf("safetensors > 4 GiB: exception: %s\n", e.what());
  }
  fs::remove(path, ec);
  check(ok, "safetensors > 4 GiB round trip (bit-exact)");
}

int main(int argc, char** argv) {
  bool require_gpu = false, large = true;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--require-gpu") {
      require_gpu = true;
    } else if (arg == "--no-large") {
      large = false;
    } else {
      std::printf("usage: mlx_smoke [--require-gpu] [--no-large]\n");
      return 2;
    }
  }
  const bool gpu = mx::is_available(mx::Device::gpu);
  std::printf("GPU available: %s\n", gpu ? "yes" : "no");
  if (require_gpu && !gpu) {
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

  // B4: a missing file is a C++ exception the caller can catch, not a crash or an abort.
  bool threw = false;
  try {
    auto missing = mx::load("mlx_smoke_no_such_file.npy", mx::Device::cpu);
    mx::eval(missing);
  } catch (const std::exception& e) {
    threw = true;
    std::printf("missing file: %s\n", e.what());
  }
  check(threw, "loading a missing file throws");

  // gather, scatter and slice_update on the device against the same on the CPU.
  auto table = mx::reshape(mx::arange(0, 64 * 32, mx::float32), {64, 32});
  auto idx = mx::array({5, 0, 63, 17, 17, 2}, mx::int32);
  auto g_dev = mx::gather(table, {idx}, {0}, {1, 32}, device);
  auto g_cpu = mx::gather(table, {idx}, {0}, {1, 32}, mx::Device::cpu);
  check(cpu_equal(g_dev, g_cpu), "gather on the device equals the CPU's");
  auto sidx = mx::array({3, 60, 9}, mx::int32);
  auto upd = mx::reshape(mx::multiply(mx::arange(0, 3 * 32, mx::float32), mx::array(-1.0f)),
                         {3, 1, 32});
  auto s_dev = mx::scatter(table, {sidx}, upd, {0}, device);
  auto s_cpu = mx::scatter(table, {sidx}, upd, {0}, mx::Device::cpu);
  check(cpu_equal(s_dev, s_cpu), "scatter on the device equals the CPU's");
  auto patch = mx::full({8, 4}, 7.5f);
  auto u_dev = mx::slice_update(table, patch, mx::Shape{10, 3}, mx::Shape{18, 7}, device);
  auto u_cpu = mx::slice_update(table, patch, mx::Shape{10, 3}, mx::Shape{18, 7}, mx::Device::cpu);
  check(cpu_equal(u_dev, u_cpu), "slice_update on the device equals the CPU's");

  // A compiled (fused) function on the device against the uncompiled ops on the CPU.
  {
    auto cx = mx::random::uniform({1000, 257}, mx::float32, mx::random::key(3), mx::Device::cpu);
    auto cy = mx::random::uniform({1000, 257}, mx::float32, mx::random::key(4), mx::Device::cpu);
    auto compiled = mx::compile(fused);
    std::vector<mx::array> got;
    bool ran = false;
    try {
      got = compiled({cx, cy});
      mx::eval(got);
      ran = true;
    } catch (const std::exception& e) {
      std::printf("compiled function: exception: %s\n", e.what());
    }
    mx::set_default_device(mx::Device::cpu);
    auto want = fused({cx, cy});
    mx::set_default_device(device);
    check(ran && mx::allclose(got[0], want[0], 1e-5, 1e-6, false, mx::Device::cpu).item<bool>(),
          "compiled function on the device matches the CPU");
  }

  if (large) {
    large_safetensors();
  }

  std::printf("mlx_smoke: %s on %s\n", failures == 0 ? "PASS" : "FAIL", gpu ? "GPU" : "CPU");
  return failures == 0 ? 0 : 1;
}
