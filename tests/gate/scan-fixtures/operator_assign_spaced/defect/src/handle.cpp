struct Extent {
    int width, height;
};

Extent default_extent()
{
    Extent e;
    e = (Extent){640, 480};
    return e;
}
