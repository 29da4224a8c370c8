#include "view.h"

View::Style::Style()
{
    reset();
}

void View::Style::reset()
{
    lineWidth = 1.0f;
}

View::View(const Style &style) : style_(style) {}

float View::lineWidth() const
{
    return style_.lineWidth;
}
