#include <iostream>
#include <string>

std::string describe(int code)
{
    std::ostringstream text;
    text << "code " << code;
    return text.str();
}

// a reference to one: <iosfwd> declares it
void append_code(std::ostringstream& out, int code);
