#pragma once
/* the prebuilt macOS framework's copy of Dep's header: Apple's -F search finds it, MSVC never */
#define DEP_API __declspec(dllexport)
DEP_API int dep_size(void);
