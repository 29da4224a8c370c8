/* acme/common is a sibling package, installed apart: its header brings <windows.h> */
#include <acme/common/platform.h>
#include <acme/io/pipe.h>

#ifdef _WIN32
static void close_pipe(void *handle) { CloseHandle(handle); }
#endif

int main(void) { return acme_pipe_open(); }
