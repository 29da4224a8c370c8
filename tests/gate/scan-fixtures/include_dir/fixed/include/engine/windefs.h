#pragma once
#if defined(_MSC_VER)
#define NOMINMAX
#endif
