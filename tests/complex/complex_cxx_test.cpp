/* SPDX-License-Identifier: BSD-3-Clause */
// C++: winport's types round-trip std::complex bit for bit, arrays of std::complex can be handed
// to code written against winport's types, and the arithmetic agrees with std::complex's.
#include <cfloat>
#include <cmath>
#include <complex>
#include <cstdarg>
#include <cstddef>
#include <csetjmp>
#include <cstring>
#include <limits>
#include <vector>

// cmocka 1.1's header declares its functions without extern "C".
extern "C" {
#include <cmocka.h>
}

#ifdef WINPORT_TEST_WITH_LAPACKE
#include "winport/lapacke.h"
#else
#include "winport/complex.h"
#endif

static_assert(sizeof(std::complex<double>) == sizeof(winport_complex_double), "layout");
static_assert(alignof(std::complex<float>) == alignof(winport_complex_float), "layout");

static void test_std_complex_round_trip_keeps_every_bit(void **) {
    const double inf = std::numeric_limits<double>::infinity();
    const double specials[] = {0.0, -0.0, 1.0, -2.5, 4.9e-324, DBL_MAX, inf, -inf,
                               std::numeric_limits<double>::quiet_NaN()};
    for (double re : specials) {
        for (double im : specials) {
            const std::complex<double> z(re, im);
            const winport_complex_double w = winport_cd_from_std(z);
            const std::complex<double> back = winport_cd_to_std(w);
            assert_memory_equal(&back, &z, sizeof z);
            assert_memory_equal(&w, &z, sizeof z);
            const std::complex<float> zf(static_cast<float>(re), static_cast<float>(im));
            const std::complex<float> backf = winport_cf_to_std(winport_cf_from_std(zf));
            assert_memory_equal(&backf, &zf, sizeof zf);
        }
    }
}

// Code written against winport's C API, given a std::vector<std::complex<double>>.
static winport_complex_double sum_of_products(const winport_complex_double *a, const winport_complex_double *b,
                                              std::size_t n) {
    winport_complex_double sum = winport_cd_make(0.0, 0.0);
    for (std::size_t i = 0; i < n; ++i) sum = winport_cd_add(sum, winport_cd_mul(a[i], b[i]));
    return sum;
}

static void test_std_complex_arrays_work_with_the_c_api(void **) {
    std::vector<std::complex<double>> a = {{1, 2}, {-0.5, 3}, {0.25, -4}};
    std::vector<std::complex<double>> b = {{3, -1}, {2, 2}, {-8, 0.5}};
    std::complex<double> expected = 0;
    for (std::size_t i = 0; i < a.size(); ++i) expected += a[i] * b[i];
    // reinterpret_cast is what a caller passing std::complex buffers to a C API does; the
    // layout guarantee of [complex.numbers]p4 and the static_asserts above make it sound.
    const winport_complex_double got = sum_of_products(reinterpret_cast<const winport_complex_double *>(a.data()),
                                                       reinterpret_cast<const winport_complex_double *>(b.data()),
                                                       a.size());
    assert_true(got.re == expected.real() && got.im == expected.imag());
}

static void test_arithmetic_agrees_with_std_complex(void **) {
    const std::complex<double> z(0.3, -1.7), w(-2.25, 0.4);
    const winport_complex_double wz = winport_cd_from_std(z), ww = winport_cd_from_std(w);
    const auto close = [](winport_complex_double got, std::complex<double> ref, double ulps) {
        return std::abs(winport_cd_to_std(got) - ref) <= ulps * DBL_EPSILON * std::abs(ref);
    };
    assert_true(close(winport_cd_mul(wz, ww), z * w, 1));
    assert_true(close(winport_cd_div(wz, ww), z / w, 3));
    assert_true(close(winport_cd_exp(wz), std::exp(z), 4));
    assert_true(close(winport_cd_log(wz), std::log(z), 4));
    assert_true(close(winport_cd_sqrt(wz), std::sqrt(z), 2));
    assert_true(close(winport_cd_pow(wz, ww), std::pow(z, w), 32));
    assert_true(std::fabs(winport_cd_abs(wz) - std::abs(z)) <= DBL_EPSILON * std::abs(z));
}

#ifdef WINPORT_TEST_WITH_LAPACKE
// C++ callers of LAPACKE through winport/lapacke.h: std::complex buffers go in by pointer cast.
static void test_lapacke_zgesv_on_std_complex_buffers(void **) {
    // [[2, i], [-i, 3]] x = (1.5, 5 + 0.5i) has the solution x = (1 - i, 2 + 0.5i).
    std::vector<std::complex<double>> a = {{2, 0}, {0, -1}, {0, 1}, {3, 0}};
    std::vector<std::complex<double>> b = {{1.5, 0}, {5, 0.5}};
    lapack_int ipiv[2];
    assert_int_equal(LAPACKE_zgesv(LAPACK_COL_MAJOR, 2, 1, reinterpret_cast<lapack_complex_double *>(a.data()), 2,
                                   ipiv, reinterpret_cast<lapack_complex_double *>(b.data()), 2),
                     0);
    assert_true(std::abs(b[0] - std::complex<double>(1, -1)) < 1e-14);
    assert_true(std::abs(b[1] - std::complex<double>(2, 0.5)) < 1e-14);
    const lapack_complex_float z = lapack_make_complex_float(1.5f, -2.0f);
    assert_true(lapack_complex_float_real(z) == 1.5f && lapack_complex_float_imag(z) == -2.0f);
}
#endif

int main() {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_std_complex_round_trip_keeps_every_bit),
        cmocka_unit_test(test_std_complex_arrays_work_with_the_c_api),
        cmocka_unit_test(test_arithmetic_agrees_with_std_complex),
#ifdef WINPORT_TEST_WITH_LAPACKE
        cmocka_unit_test(test_lapacke_zgesv_on_std_complex_buffers),
#endif
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
