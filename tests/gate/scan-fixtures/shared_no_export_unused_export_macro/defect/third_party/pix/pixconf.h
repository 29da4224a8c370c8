#pragma once
/* the export keyword pix's own build uses (only pix's private header turns it into PIX_API) */
#if defined(_WIN32)
#  define PIX_DLL_EXPORT __declspec(dllexport)
#endif
#define PIX_API
