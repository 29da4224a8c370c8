struct Extent { int width; int height; };

int area()
{
    Extent e = { .width = 4, .height = 3 };
    return e.width * e.height;
}
