#pragma once
/* A vendored header's own switch: UNICODE only where the user's build gives _UNICODE. */
#if defined(_UNICODE) && !defined(UNICODE)
#  define UNICODE
#endif
