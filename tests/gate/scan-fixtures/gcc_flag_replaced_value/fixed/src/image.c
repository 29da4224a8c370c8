int image_width(void)
{
    return 640;
}
