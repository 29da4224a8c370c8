double geo_length2(double x, double y, double z)
{
    return x * x + y * y + z * z;
}
