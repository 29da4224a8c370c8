#include <curve/curve.h>

int main(void)
{
    return curve_point_is_on_curve(&CURVE_GENERATOR) ? 0 : 1;
}
