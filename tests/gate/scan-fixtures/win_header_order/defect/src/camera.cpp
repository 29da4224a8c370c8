#include <toolkit/surface.h>
#include <GL/gl.h>
void camera_reset()
{
    glLoadIdentity();
}
