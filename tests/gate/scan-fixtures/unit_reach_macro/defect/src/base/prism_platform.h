#ifndef PRISM_PLATFORM_H
#define PRISM_PLATFORM_H
#if defined(_MSC_VER)
#define PRISM_ON_MSVC 1
#endif
#endif
