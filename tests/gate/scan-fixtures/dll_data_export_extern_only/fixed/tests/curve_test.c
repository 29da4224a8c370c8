#include <curve/curve.h>

int main(void)
{
    return curve_point_is_on_curve(curve_generator()) ? 0 : 1;
}
