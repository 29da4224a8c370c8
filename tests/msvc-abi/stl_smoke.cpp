/* SPDX-License-Identifier: BSD-3-Clause */
// C++20 on the Microsoft STL, built for the MSVC ABI and run under Wine: what an engine's C++
// meets first. <windows.h> comes before every STL header, as engines usually include it.
#include <windows.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <complex>
#include <filesystem>
#include <format>
#include <fstream>
#include <future>
#include <intrin.h>
#include <locale>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>
#include <ranges>
#include <span>
#include <stdexcept>
#include <string>
#include <thread>
#include <typeinfo>
#include <unordered_map>
#include <vector>

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
extern "C" {   // cmocka 1.1's header has no C++ guard
#include <cmocka.h>
}

extern "C" int __isa_available;   // the static CRT part's, measured at start-up

namespace {
// Static construction and destruction: the constructor must have run before main.
int constructed_before_main = 0;
struct StaticObject {
    StaticObject() { constructed_before_main = 42; }
    ~StaticObject() { constructed_before_main = -1; }
} static_object;

thread_local int thread_counter = 7;   // dynamic TLS is not needed for a constant ...
thread_local std::string thread_name = std::string("main-") + std::to_string(GetCurrentThreadId() != 0);  // ... this one is

struct Base {
    virtual ~Base() = default;
};
struct Derived : Base {};
} // namespace

static void test_static_construction_ran_before_main(void **) {
    assert_int_equal(constructed_before_main, 42);
}

static void test_containers_and_ranges(void **) {
    std::vector<int> values(100);
    std::iota(values.begin(), values.end(), 1);
    assert_int_equal(std::accumulate(values.begin(), values.end(), 0), 5050);
    std::map<std::string, int> counts{{"b", 2}, {"a", 1}};
    assert_string_equal(counts.begin()->first.c_str(), "a");
    std::unordered_map<int, std::string> names{{1, "one"}};
    assert_string_equal(names.at(1).c_str(), "one");
    auto evens = values | std::views::filter([](int v) { return v % 2 == 0; });
    assert_int_equal(std::ranges::distance(evens), 50);
    std::span<const int> first_three(values.data(), 3);
    assert_int_equal(first_three.back(), 3);
}

static void test_format(void **) {
    assert_string_equal(std::format("{:>6}|{:.3f}|{:#x}", "ab", 3.14159, 255).c_str(), "    ab|3.142|0xff");
}

static void test_exception_thrown_inside_msvcp140(void **) {
    std::vector<int> two(2);   // not "small": rpcndr.h (SDK and Wine) defines it as char
    bool caught = false;
    try {
        (void)two.at(5);   // std::_Xout_of_range, in msvcp140.dll
    } catch (const std::out_of_range &error) {
        caught = std::string(error.what()).find("subscript") != std::string::npos;
    }
    assert_true(caught);
}

static void test_rtti(void **) {
    std::unique_ptr<Base> object = std::make_unique<Derived>();
    assert_non_null(dynamic_cast<Derived *>(object.get()));
    const Base &base = *object;
    assert_true(typeid(base) == typeid(Derived));
    assert_non_null(strstr(typeid(Derived).name(), "Derived"));
}

static void test_filesystem(void **) {
    namespace fs = std::filesystem;
    fs::path dir = fs::temp_directory_path() / L"winport-msvc-abi-\u00e9t\u00e9";
    fs::remove_all(dir);
    assert_true(fs::create_directories(dir / "sub"));
    {
        FILE *file = _wfopen((dir / "sub" / "data.bin").c_str(), L"wb");
        assert_non_null(file);
        assert_int_equal(fwrite("12345", 1, 5, file), 5);
        fclose(file);
    }
    assert_int_equal(fs::file_size(dir / "sub" / "data.bin"), 5);
    size_t entries = 0;
    for (const auto &entry : fs::recursive_directory_iterator(dir)) {
        (void)entry;
        ++entries;
    }
    assert_int_equal(entries, 2);
    assert_int_equal(fs::remove_all(dir), 3);
}

static void test_threads_and_thread_local(void **) {
    std::mutex mutex;
    std::atomic<int> total{0};
    std::vector<std::thread> threads;
    std::vector<int> seen;
    for (int i = 0; i < 4; ++i) {
        threads.emplace_back([&, i] {
            thread_counter += i;   // each thread has its own copy, starting at 7
            std::lock_guard<std::mutex> lock(mutex);
            seen.push_back(thread_counter);
            total += static_cast<int>(thread_name.size());
        });
    }
    for (auto &thread : threads)
        thread.join();
    std::sort(seen.begin(), seen.end());
    assert_true((seen == std::vector<int>{7, 8, 9, 10}));
    assert_int_equal(total.load(), 4 * 6);
    assert_int_equal(thread_counter, 7);
    assert_int_equal(std::async(std::launch::async, [] { return 6 * 7; }).get(), 42);
}

static void test_function_local_static(void **) {
    static const std::string once = std::format("{}", 12);
    assert_string_equal(once.c_str(), "12");
}

// std::streampos is std::fpos<mbstate_t>: msvcp140.dll's seek and tell members carry the UCRT's
// _Mbstatet in their names, so this links only with the UCRT's mbstate_t.
static void test_fstream_positions(void **) {
    static_assert(sizeof(std::mbstate_t) == 8, "the UCRT's _Mbstatet");
    const std::filesystem::path file = std::filesystem::temp_directory_path() / "winport-msvc-abi-seek.txt";
    {
        std::ofstream out(file, std::ios::binary);
        out << "0123456789";
        assert_int_equal(static_cast<long long>(out.tellp()), 10);
    }
    std::ifstream in(file, std::ios::binary);
    in.seekg(4);
    assert_int_equal(static_cast<long long>(in.tellg()), 4);
    assert_int_equal(in.get(), '4');
    in.seekg(-2, std::ios::end);
    assert_int_equal(in.get(), '8');
    in.close();
    std::filesystem::remove(file);
}

static void test_codecvt(void **) {
    const std::locale classic = std::locale::classic();
    const auto &narrow = std::use_facet<std::codecvt<char, char, std::mbstate_t>>(classic);
    assert_true(narrow.always_noconv());
    const auto &wide = std::use_facet<std::codecvt<wchar_t, char, std::mbstate_t>>(classic);
    std::mbstate_t state{};
    const wchar_t source[] = L"abc";
    const wchar_t *source_next = nullptr;
    char target[8] = {};
    char *target_next = nullptr;
    assert_int_equal(wide.out(state, source, source + 3, source_next, target, target + 8, target_next), std::codecvt_base::ok);
    assert_int_equal(target_next - target, 3);
    assert_string_equal(target, "abc");
}

// <bit> chooses popcnt/lzcnt at run time from the static CRT part's __isa_available.
static void test_bit_operations_and_isa_level(void **) {
    volatile unsigned int value = 0x00f0'0001u;
    assert_int_equal(std::popcount(value), 5);
    assert_int_equal(std::countl_zero(value), 8);
    assert_int_equal(std::countr_zero(value & ~1u), 20);
    int cpu[4];
    __cpuid(cpu, 1);
    const bool sse42_popcnt = (cpu[2] >> 20 & 1) && (cpu[2] >> 23 & 1);
    assert_in_range(__isa_available, sse42_popcnt ? 2 : 1, 6);   // measured, not the x64 baseline
}

// <complex>'s sinh and cosh call msvcp140.dll's _FSinh/_FCosh (float) and _Sinh/_Cosh (double),
// stubs in Wine 8 (the process aborts); the lane's msvcprt.lib defines them. The reference is
// the C library's real sinh, cosh, sin, cos.
static void test_complex_hyperbolic(void **) {
    volatile double volatile_re = 0.5, volatile_im = 0.25;   // not folded at compile time
    const double re = volatile_re, im = volatile_im;
    const std::complex<double> sinh_z(std::sinh(re) * std::cos(im), std::cosh(re) * std::sin(im));
    const std::complex<double> cosh_z(std::cosh(re) * std::cos(im), std::sinh(re) * std::sin(im));
    const std::complex<float> zf(static_cast<float>(re), static_cast<float>(im));
    assert_true(std::abs(std::complex<double>(std::sinh(zf)) - sinh_z) < 1e-6);
    assert_true(std::abs(std::complex<double>(std::cosh(zf)) - cosh_z) < 1e-6);
    assert_true(std::abs(std::sinh(std::complex<double>(re, im)) - sinh_z) < 1e-15);
    assert_true(std::abs(std::cosh(std::complex<double>(re, im)) - cosh_z) < 1e-15);
    // cosh(710) alone overflows a double; times sin(1e-10) it does not.
    volatile double volatile_big = 710.0;
    const double big = volatile_big;
    const double imag = std::sinh(std::complex<double>(big, 1e-10)).imag();
    assert_true(std::isfinite(imag) && std::fabs(imag / (std::exp(big - 1.0) * 0.5 * std::exp(1.0) * 1e-10) - 1.0) < 1e-9);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_static_construction_ran_before_main),
        cmocka_unit_test(test_containers_and_ranges),
        cmocka_unit_test(test_format),
        cmocka_unit_test(test_exception_thrown_inside_msvcp140),
        cmocka_unit_test(test_rtti),
        cmocka_unit_test(test_filesystem),
        cmocka_unit_test(test_threads_and_thread_local),
        cmocka_unit_test(test_function_local_static),
        cmocka_unit_test(test_fstream_positions),
        cmocka_unit_test(test_codecvt),
        cmocka_unit_test(test_bit_operations_and_isa_level),
        cmocka_unit_test(test_complex_hyperbolic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
