#include <cstddef>

std::size_t default_width();

struct Grid {
    std::size_t rows() const;
    std::size_t width;
};

std::size_t visible_rows(const Grid &g)
{
    return g.rows() ?: 1;
}

std::size_t shown_width(const Grid &g, bool wide)
{
    const char *mark = wide ? "?:" : ":";
    char sep = g.width ? '?' : ':';
    return (wide ? ::default_width() : g.width) + (mark[0] == sep);
}
