#ifndef BIGNUM_H
#define BIGNUM_H

#define BN_DIGIT_BITS 28
#define BN_MIN_PREC 2

/* compile-time check */
#define BN_STATIC_ASSERT(msg, cond) typedef char bn_static_assert_##msg[-(!(cond))];

BN_STATIC_ASSERT(digit_bits_fit, BN_DIGIT_BITS < 32)

int bn_precision(int wanted);

#endif
