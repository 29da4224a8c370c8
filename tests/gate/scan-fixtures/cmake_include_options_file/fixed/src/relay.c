int relay_forward(int value)
{
    return value + 1;
}
