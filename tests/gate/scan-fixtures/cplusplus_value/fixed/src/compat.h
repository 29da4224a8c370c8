#pragma once
/* Only MSVC reads this block: _MSVC_LANG holds the standard there. */
#if defined(_MSC_VER) && !defined(__clang__)
#  if _MSVC_LANG >= 201703L
#    define LATTICE_IF_CONSTEXPR constexpr
#  else
#    define LATTICE_IF_CONSTEXPR
#  endif
#else
#  define LATTICE_IF_CONSTEXPR constexpr
#endif

#if __cplusplus < 201103L && !defined(_MSC_VER)
#  error "lattice needs C++11"
#endif

#if defined(LATTICE_NO_TLS)
#  define LATTICE_THREAD_LOCAL
#elif __cplusplus >= 201103L
#  define LATTICE_THREAD_LOCAL thread_local
#elif defined(_WIN32)
#  define LATTICE_THREAD_LOCAL thread_local
#else
#  error "lattice needs thread_local"
#endif

/* A fallback, no error: every compiler builds either branch. */
#if __cplusplus >= 201402L
#  define LATTICE_DEPRECATED [[deprecated]]
#else
#  define LATTICE_DEPRECATED
#endif
