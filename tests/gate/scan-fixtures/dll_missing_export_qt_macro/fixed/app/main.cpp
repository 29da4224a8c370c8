#include <view.h>

int main()
{
    View::Style style;
    style.lineWidth = 2.0f;
    View view(style);
    return view.lineWidth() > 1.0f ? 0 : 1;
}
