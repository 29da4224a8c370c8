/* only the project's own header: nothing brings <windows.h> */
#include <acme/io/pipe.h>

#ifdef _WIN32
static void close_pipe(void *handle) { CloseHandle(handle); }
#endif

int main(void) { return acme_pipe_open(); }
