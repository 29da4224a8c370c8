#if defined(_WIN32) && !defined(APIENTRY)
#define APIENTRY __stdcall
#endif
#if defined(_WIN32) && !defined(WINGDIAPI)
#define WINGDIAPI __declspec(dllimport)
#endif
#include <GL/gl.h>
void clear_screen()
{
    glClear(GL_COLOR_BUFFER_BIT);
}
