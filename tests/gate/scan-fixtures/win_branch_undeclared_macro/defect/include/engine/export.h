#ifndef ENGINE_EXPORT_H
#define ENGINE_EXPORT_H

/* The export macro: the MSVC branch misspells it. */
#if defined(ENGINE_SHARED) && defined(__GNUC__)
#  define ENGINE_API __attribute__((visibility("default")))
#elif defined(_MSC_VER)
#  define ENGINE_APi
#else
#  define ENGINE_API
#endif

/* The Windows branch defines the macro as itself. */
#if defined(_WIN32)
#  define ENGINE_INLINE ENGINE_INLINE
#else
#  define ENGINE_INLINE static inline __attribute__((always_inline))
#endif

/* No finding: the Windows branch includes the header that gives MAX_PATH. */
#if defined(_WIN32)
#  include <windows.h>
#  define ENGINE_SEP '\\'
#else
#  define ENGINE_SEP '/'
#  define MAX_PATH 4096
#endif

/* No finding: ENGINE_LIKELY is used only under #ifdef, __forceinline is the compiler's. */
#ifdef _MSC_VER
#  define ENGINE_ALIGN(n) __declspec(align(n))
#else
#  define ENGINE_ALIGN(n) __attribute__((aligned(n)))
#  define ENGINE_LIKELY(x) __builtin_expect(!!(x), 1)
#  define __forceinline inline
#endif

/* No finding: a fallback after the chain defines ENGINE_FALLBACK for Windows. */
#ifndef _WIN32
#  define ENGINE_PATH_LIMIT 4096
#  define ENGINE_FALLBACK 1
#else
#  define ENGINE_PATH_LIMIT 260
#endif
#ifndef ENGINE_FALLBACK
#  define ENGINE_FALLBACK 0
#endif

/* No finding: the Windows branch defines the name as a function instead. */
#if defined(_WIN32)
#  define ENGINE_HAVE_ALLOC 1
static void *engine_alloc(unsigned long n) { return HeapAlloc(GetProcessHeap(), 0, n); }
#else
#  include <stdlib.h>
#  define ENGINE_HAVE_ALLOC 1
#  define engine_alloc(n) malloc(n)
#endif

ENGINE_API int engine_run(int argc);

/* No finding: an enumerator named as itself for #ifdef tests, outside any platform branch. */
enum engine_status {
    ENGINE_OK = 0,
#define ENGINE_OK ENGINE_OK
    ENGINE_ERROR = 1
};

/* No finding: each platform's own marker (one sibling defines each). */
#if defined(_WIN32)
#  define ENGINE_OS_WINDOWS 1
#elif defined(__APPLE__)
#  define ENGINE_OS_MAC 1
#else
#  define ENGINE_OS_LINUX 1
#endif

/* No finding: a chain that tests only a project switch (a defect on every platform alike). */
#ifdef ENGINE_NO_EXCEPTIONS
#  define ENGINE_TRY
#else
#  define ENGINE_TRY_BLOCK 1
#endif

#endif
