#pragma once
#ifdef ENG_STATIC
#define ENG_API
#elif defined(ENG_EXPORTS)
#define ENG_API __declspec(dllexport)
#else
#define ENG_API __declspec(dllimport)
#endif

ENG_API int eng_version(void);
