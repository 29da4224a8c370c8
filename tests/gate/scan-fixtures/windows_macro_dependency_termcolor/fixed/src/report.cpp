#include <algorithm>
#include <cstddef>
#include <iostream>
#include <termcolor/termcolor.hpp>

void report_column(std::size_t start, std::size_t width, std::size_t length)
{
    std::size_t end = (std::min)(start + width, length);
    std::cout << termcolor::red << end << termcolor::reset << '\n';
}
