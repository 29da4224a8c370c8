#pragma once
#include <string>

struct PathParts {
    std::string folder;
    std::string base;
    std::string suffix;
};

PathParts split_parts(const std::string &text);
std::string join_parts(const PathParts &path);
