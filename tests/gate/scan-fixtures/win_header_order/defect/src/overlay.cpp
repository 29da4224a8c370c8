#include "platform.h"
#include <GL/glu.h>
void overlay_projection(double w, double h)
{
    gluOrtho2D(0.0, w, 0.0, h);
}
