#include <toolkit/window.h>
#include <GL/gl.h>
void camera_reset()
{
    glLoadIdentity();
}
