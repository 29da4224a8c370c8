#ifndef RELAY_H
#define RELAY_H

/* The library's C API, kept beside its sources in core/. */
#ifdef _WIN32
#  ifdef RELAY_DLL_BUILD
#    define RELAY_API __declspec(dllexport)
#  else
#    define RELAY_API __declspec(dllimport)
#  endif
#else
#  define RELAY_API
#endif

typedef int relay_socket;

RELAY_API int relay_startup(void);
RELAY_API void relay_cleanup(void);
RELAY_API relay_socket relay_create(void);
RELAY_API int relay_bind(relay_socket s, int port);
RELAY_API int relay_send(relay_socket s, const char *data, int len);
RELAY_API int relay_recv(relay_socket s, char *data, int len);
RELAY_API int relay_close(relay_socket s);
RELAY_API int relay_last_error(void);
RELAY_API const char *relay_error_str(int code);

const char *relay_reason_str(int reason);

#endif
