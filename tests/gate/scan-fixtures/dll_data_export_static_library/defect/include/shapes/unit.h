#pragma once

namespace shapes {

struct Unit {
    static double scale;
    // Inline: every unit that includes this header reads Unit::scale itself.
    static double apply(double x) { return x * scale; }
};

double area(double w, double h);

} // namespace shapes
