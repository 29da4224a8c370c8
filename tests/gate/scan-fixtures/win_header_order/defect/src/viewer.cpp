#include "view.h"
#include <GL/gl.h>
void draw(const View &view)
{
    glBegin(GL_TRIANGLES);
    for (float v : view.vertices)
        glVertex2f(v, v);
    glEnd();
}
