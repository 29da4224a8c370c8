/* the header-only mode this header takes itself: every function static inline */
#define ENGINE_HEADER_ONLY
#if defined(ENGINE_HEADER_ONLY)
#define ENGINE_API static inline
#elif defined(_WIN32)
#if defined(ENGINE_EXPORTS)
#define ENGINE_API __declspec(dllexport)
#else
#define ENGINE_API __declspec(dllimport)
#endif
#else
#define ENGINE_API
#endif
