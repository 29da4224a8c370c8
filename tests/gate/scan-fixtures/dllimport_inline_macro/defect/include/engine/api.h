#if defined(_WIN32)
#if defined(ENGINE_EXPORTS)
#define ENGINE_API __declspec(dllexport)
#define ENGINE_API_INLINE __declspec(dllexport) inline
#else
#define ENGINE_API __declspec(dllimport)
#define ENGINE_API_INLINE __declspec(dllimport) inline
#endif
#else
#define ENGINE_API
#define ENGINE_API_INLINE inline
#endif
