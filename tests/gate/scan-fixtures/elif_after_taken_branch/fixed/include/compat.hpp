#pragma once
#if defined(_MSC_VER)
#  define WIDGETS_MSVC 1
#elif defined(__GNUC__) && not defined(__clang__)
#  define WIDGETS_GCC 1
#endif
