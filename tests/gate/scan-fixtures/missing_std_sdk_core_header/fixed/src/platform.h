#pragma once
#if defined(_MSC_VER)
#include <basetsd.h>
typedef SSIZE_T codec_ssize;
#else
typedef long codec_ssize;
#endif
