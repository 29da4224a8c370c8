#include <fstream>
#include <iostream>
#include <string>

static bool read_all(std::ifstream &in, std::string &out) { return bool(std::getline(in, out)); }

bool load(const std::string &path, std::string &out)
{
    std::ifstream in(path);
    return read_all(in, out);
}
