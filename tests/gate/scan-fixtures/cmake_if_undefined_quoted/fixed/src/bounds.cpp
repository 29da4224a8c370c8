bool inside(int lower, int upper, int value)
{
    return lower <= value and value < upper;
}
