#include <sstream>

/* <sstream> includes <string>: its conversions are declared here */
int parse_count(const std::string &text)
{
    return std::stoi(text);
}
