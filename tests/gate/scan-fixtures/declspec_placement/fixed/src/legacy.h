#pragma once
/* Another platform's DLL build: off the Windows path, so LEGACY_API is empty for cl.exe. */
#if defined(__BEOS__)
#  define LEGACY_API __declspec(dllexport)
#else
#  define LEGACY_API
#endif
const char * LEGACY_API legacy_version(void);
