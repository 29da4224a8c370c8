#include "simd.h"

int main()
{
    return simd_width();
}
