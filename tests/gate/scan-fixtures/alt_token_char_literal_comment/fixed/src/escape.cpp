#include <string>

std::string escape_quotes(const std::string &text)
{
    std::string out;
    for (char c : text) {
        if ((c == '"') || (c == '\\')) { // quotes and back slashes get a back slash
            out += '\\';
        }
        out += c;
    }
    if (!out.empty())
        out += '\n';
    return out;
}
