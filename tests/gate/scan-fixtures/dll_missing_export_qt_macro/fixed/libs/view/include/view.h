#pragma once
#include "view_api.h"
#include <QtCore/QFlags>

class VIEW_API View
{
public:
    enum class Option { None = 0, Grid = 1, Axes = 2 };
    Q_DECLARE_FLAGS(Options, Option)

public:
    struct VIEW_API Style
    {
        Style();
        void reset();
        float lineWidth;
    };

    explicit View(const Style &style);
    float lineWidth() const;

private:
    Style style_;
};
