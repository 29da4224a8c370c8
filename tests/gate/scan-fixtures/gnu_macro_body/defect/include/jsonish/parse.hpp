#pragma once

#define JSONISH_EXPECT_TRUE(cond) __builtin_expect(!!(cond), 1)

namespace jsonish {
inline int digit_value(char c)
{
    if (JSONISH_EXPECT_TRUE(c >= '0' && c <= '9'))
        return c - '0';
    return -1;
}
}
